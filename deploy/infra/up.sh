#!/usr/bin/env bash
# Starts the local infrastructure: deploy/infra/up.sh [redis mongo kafka minio maildev stripe-mock]
# For each server: an env URL that is set and reachable wins (nothing started); a server already running from our
# PID file is kept; otherwise it is installed if needed (cached per pin), started in the background
# (log $MM_RUN/<name>.log, pid $MM_RUN/<name>.pid) and waited for until healthy.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"
. "$here/lib.sh"

names=("$@")
((${#names[@]})) || read -ra names <<<"$MM_SERVERS"
for n in "${names[@]}"; do [[ -f "$here/servers/$n.sh" ]] || die "unknown server '$n' (known: $MM_SERVERS)"; done

mm_lock updown
t0=$SECONDS

# Our own instance's health (address from versions.sh).
srv_health() { srv_health_at "$MM_HOST" "$SRV_PORT"; }
srv_post_start() { :; }    # overridden by servers that need a bootstrap step (kafka: topics)
srv_check_running() { :; } # overridden by servers whose running instance may differ from what is asked (mongo mode)

# Phase 1, sequential (Maven and Go builds must not race on their caches): decide and install.
# Writes the decision for phase 2 into $plan/<name>: external|running|start|foreign.
plan="$(mktemp -d)"; trap 'rm -rf "$plan"' EXIT
decide_one() (
  name="$1"
  . "$here/servers/$name.sh"
  url="${!SRV_URL_VAR:-}"
  if [[ -n "$url" ]]; then
    read -r h p <<<"$(url_hostport "$url" "$SRV_PORT")"
    if ! is_our_address "$h" "$p" "$SRV_PORT"; then
      if srv_health_at "$h" "$p" >/dev/null 2>&1; then
        log "$name: using $SRV_URL_VAR=$url (external; nothing started)"
        echo external >"$plan/$name"; exit 0
      fi
      die "$name: $SRV_URL_VAR=$url is set but not reachable/healthy; fix it, or unset it to use the local server"
    fi
  fi
  if pid="$(our_pid "$name" "$SRV_MARKER")"; then
    echo running >"$plan/$name"; exit 0
  fi
  if port_open "$MM_HOST" "$SRV_PORT"; then
    if srv_health >/dev/null 2>&1; then
      warn "$name: something we did not start already serves $MM_HOST:$SRV_PORT; using it (down.sh will not stop it)"
      echo foreign >"$plan/$name"; exit 0
    fi
    die "$name: port $MM_HOST:$SRV_PORT is taken by another process that is not a healthy $name (see: ss -ltnp 'sport = :$SRV_PORT')"
  fi
  srv_install
  echo start >"$plan/$name"
)

# Phase 2, in parallel: start what is needed and wait for health; then the bootstrap step.
start_one() (
  name="$1"
  . "$here/servers/$name.sh"
  local_t0=$SECONDS
  case "$(cat "$plan/$name")" in
    external | foreign) srv_post_start; exit 0 ;;
    running)
      pid="$(our_pid "$name" "$SRV_MARKER")" || die "$name: vanished"
      if ! srv_health >/dev/null 2>&1; then
        log "$name: running (pid $pid) but not healthy yet; waiting up to ${SRV_START_TIMEOUT}s"
        wait_for "$name" "$SRV_START_TIMEOUT" srv_health || exit 1
      fi
      log "$name: already running (pid $pid) on $(srv_address)"
      srv_check_running
      ;;
    start)
      log "$name: starting on $(srv_address)"
      srv_start
      wait_for "$name" "$SRV_START_TIMEOUT" srv_health || exit 1
      log "$name: healthy after $((SECONDS - local_t0))s (pid $(cat "$(pidfile "$name")"), log $(logfile "$name"))"
      ;;
  esac
  srv_post_start
)

for n in "${names[@]}"; do decide_one "$n" || exit 1; done

declare -A jobs=()
for n in "${names[@]}"; do start_one "$n" & jobs[$n]=$!; done
failed=()
for n in "${names[@]}"; do wait "${jobs[$n]}" || failed+=("$n"); done

if ((${#failed[@]})); then
  die "not started: ${failed[*]} (logs in $MM_RUN); others are left running, stop them with deploy/infra/down.sh"
fi
log "up: ${names[*]} ready in $((SECONDS - t0))s. Environment for services: eval \"\$(deploy/infra/env.sh)\""
