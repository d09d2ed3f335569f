#!/usr/bin/env bash
# Start, stop or list Minutemart's own processes (services + gateway) by PID file.
# Usage: deploy/dev/services.sh start|stop|status [name...]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
. "$root/deploy/infra/versions.sh"
eval "$("$root/deploy/infra/env.sh")"
APP_RUN="${MM_APP_RUN_DIR:-$MM_RUN}"
mkdir -p "$APP_RUN"

# name:dir:port — the gateway last, so it finds its upstreams ready.
APPS=(user:services/user:4001 catalogue:services/catalogue:4002 cart:services/cart:4003 order:services/order:4004 media:services/media:4005 gateway:gateway:8080)

selected() { # name
  [[ ${#NAMES[@]} -eq 0 ]] && return 0
  local n; for n in "${NAMES[@]}"; do [[ "$n" == "$1" ]] && return 0; done; return 1
}

# A killed service whose parent never reaps it stays a zombie: that is not running.
pid_alive() {
  [[ -f "$1" ]] || return 1
  local pid; pid="$(cat "$1")"
  kill -0 "$pid" 2>/dev/null && [[ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ]]
}

# A second stack (the test run) uses MM_PORT_OFFSET, MM_DB_SUFFIX and its own MM_RUN_DIR.
OFFSET="${MM_PORT_OFFSET:-0}"
SUFFIX="${MM_DB_SUFFIX:-}"
port_of() { echo $(( $1 + OFFSET )); }
export USER_SERVICE_URL="http://127.0.0.1:$(port_of 4001)" CATALOGUE_SERVICE_URL="http://127.0.0.1:$(port_of 4002)" \
  CART_SERVICE_URL="http://127.0.0.1:$(port_of 4003)" ORDER_SERVICE_URL="http://127.0.0.1:$(port_of 4004)" \
  MEDIA_SERVICE_URL="http://127.0.0.1:$(port_of 4005)"
export JWKS_URL="$USER_SERVICE_URL/.well-known/jwks.json"
export PUBLIC_BASE_URL="${PUBLIC_BASE_URL:-http://localhost:$(port_of 8080)}"
export KAFKA_GROUP_SUFFIX="${KAFKA_GROUP_SUFFIX:-$SUFFIX}"
# BullMQ queues live in the shared Redis: a second stack must not take the first one's jobs.
export QUEUE_PREFIX="${QUEUE_PREFIX:-mm$SUFFIX}"
# The gateway and the catalogue meet on one Redis channel (catalogue changes): one prefix per stack.
export REDIS_PREFIX="${REDIS_PREFIX:-mm$SUFFIX}"
export NODE_ENV="${NODE_ENV:-development}" LOG_FORMAT="${LOG_FORMAT:-json}"
# The seed's flagship dark store (ADR 0007): stock set through the original admin endpoints (and the
# platform and browser tests' products) goes on its shelf, and it serves their delivery pincodes.
export LEGACY_STOCK_STORE="${LEGACY_STOCK_STORE:-blr-indiranagar}"

start_one() { # name dir port
  local name="$1" dir="$2" port; port="$(port_of "$3")"
  local pidf="$APP_RUN/app-$1.pid" log="$APP_RUN/app-$1.log"
  [[ -f "$root/$dir/src/main.ts" ]] || return 0
  if pid_alive "$pidf"; then echo "[dev] $name already running (pid $(cat "$pidf"))"; return 0; fi
  # A process no PID file names (left over from an older run) would answer the health check below
  # while ours fails to bind: refuse instead of reporting its old code as started.
  if curl -fsS -m 2 "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
    local holder; holder="$(ss -Hltnp "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)"
    echo "[dev] $name: port $port is already served by ${holder:+pid $holder, }a process no PID file in $APP_RUN names; stop it first${holder:+ (kill $holder)}" >&2
    return 1
  fi
  # MM_SKIP_BUILD=1 runs the dist/ that is there (comparing two builds of a service side by side).
  [[ -n "${MM_SKIP_BUILD:-}" ]] || (cd "$root/$dir" && node "$root/deploy/build/bundle-service.mjs" >/dev/null)
  echo "[dev] starting $name on :$port"
  # MM_NODE_FLAGS: extra node flags for profiling, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' (node
  # refuses those in NODE_OPTIONS); the profile is written when the service stops.
  # setsid: the service leads its own process group, so stop reaches it and anything it spawned;
  # a plain background command (no subshell) keeps $! equal to the node process itself.
  cd "$root/$dir"
  PORT="$port" SERVICE_NAME="$name" REPO_ROOT="$root" MONGO_DB="minutemart_$name$SUFFIX" \
    setsid node --enable-source-maps ${MM_NODE_FLAGS:-} --import ./dist/telemetry.js dist/main.js >>"$log" 2>&1 </dev/null &
  echo $! >"$pidf"
  cd "$root"
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then echo "[dev] $name ready"; return 0; fi
    if ! pid_alive "$pidf"; then echo "[dev] $name exited; last log lines:" >&2; tail -n 30 "$log" >&2; return 1; fi
    sleep 0.5
  done
  echo "[dev] $name did not become healthy in 60 s; see $log" >&2; return 1
}

stop_one() { # name
  local pidf="$APP_RUN/app-$1.pid"
  if pid_alive "$pidf"; then
    local pid kids p; pid="$(cat "$pidf")"
    # PID files written before the exec fix name a wrapper shell: its node child must stop too.
    kids="$(pgrep -P "$pid" 2>/dev/null || true)"
    # shellcheck disable=SC2086
    kill -TERM "$pid" $kids 2>/dev/null || true
    for p in "$pid" $kids; do
      for _ in $(seq 1 40); do kill -0 "$p" 2>/dev/null || break; sleep 0.25; done
      kill -0 "$p" 2>/dev/null && kill -KILL "$p" 2>/dev/null || true
    done
    echo "[dev] stopped $1"
  fi
  rm -f "$pidf"
}

cmd="${1:-status}"; shift || true
NAMES=("$@")
case "$cmd" in
  # `if`, not `selected && ...`: an unselected last app must not become the script's exit status.
  start) for a in "${APPS[@]}"; do IFS=: read -r n d p <<<"$a"; if selected "$n"; then start_one "$n" "$d" "$p"; fi; done ;;
  stop) for ((i=${#APPS[@]}-1; i>=0; i--)); do IFS=: read -r n d p <<<"${APPS[$i]}"; if selected "$n"; then stop_one "$n"; fi; done ;;
  status)
    for a in "${APPS[@]}"; do IFS=: read -r n d p <<<"$a"
      if pid_alive "$APP_RUN/app-$n.pid"; then echo "$n: running (pid $(cat "$APP_RUN/app-$n.pid"), :$(port_of "$p"))"; else echo "$n: stopped"; fi
    done ;;
  *) echo "usage: $0 start|stop|status [name...]" >&2; exit 2 ;;
esac
