# Shared helpers for the infra scripts. Sourced after versions.sh.
# shellcheck shell=bash
MM_INFRA="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
MM_ROOT="$(cd "$MM_INFRA/../.." && pwd)"

log() { echo "[infra] $*"; }
warn() { echo "[infra] WARNING: $*" >&2; }
die() { echo "[infra] ERROR: $*" >&2; exit 1; }

mm_dirs() { mkdir -p "$MM_CACHE" "$MM_BIN" "$MM_RUN" "$MM_DATA"; }

# Serialise installs and start/stop across concurrent callers (several engineers share this machine).
mm_lock() { # name
  mm_dirs
  exec {MM_LOCK_FD}>"$MM_RUN/.$1.lock"
  if ! flock -n "$MM_LOCK_FD"; then
    log "waiting for another infra $1 to finish (lock $MM_RUN/.$1.lock)"
    flock -w 900 "$MM_LOCK_FD" || die "timed out waiting for lock $MM_RUN/.$1.lock"
  fi
}

# ---------- addresses ----------
# url_hostport URL DEFAULT_PORT -> "host port" of the first host in URL (scheme, credentials, path, query dropped).
url_hostport() {
  local u="$1" def="$2" hp host port
  u="${u#*://}"; u="${u##*@}"; u="${u%%/*}"; u="${u%%\?*}"; hp="${u%%,*}"
  if [[ "$hp" == \[*\]* ]]; then host="${hp%%]*}"; host="${host#[}"; port="${hp##*]}"; port="${port#:}"
  elif [[ "$hp" == *:* ]]; then host="${hp%:*}"; port="${hp##*:}"
  else host="$hp"; port=""; fi
  echo "${host:-127.0.0.1} ${port:-$def}"
}

port_open() { # host port
  timeout 2 bash -c "exec 3<>/dev/tcp/$1/$2" 2>/dev/null
}

# Is HOST:PORT the address our own server of this kind would use?
is_our_address() { # host port ourport
  [[ ("$1" == 127.0.0.1 || "$1" == localhost) && "$2" == "$3" ]]
}

# ---------- processes ----------
pidfile() { echo "$MM_RUN/$1.pid"; }
logfile() { echo "$MM_RUN/$1.log"; }

# PID from our PID file if that process is alive and still looks like the server we started (guards PID reuse).
our_pid() { # name cmdline-marker
  local f pid; f="$(pidfile "$1")"
  [[ -f "$f" ]] || return 1
  pid="$(cat "$f" 2>/dev/null)"; [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  [[ -r "/proc/$pid/cmdline" ]] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$2" || return 1
  [[ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ]] || return 1
  echo "$pid"
}

# Start a command detached in its own session; the PID file holds the server's own PID (bash execs into it).
start_bg() { # name cmd...
  local name="$1"; shift
  local pf lf; pf="$(pidfile "$name")"; lf="$(logfile "$name")"
  mm_dirs
  # Keep logs bounded: rotate once past 20 MB (one previous generation kept).
  if [[ -f "$lf" ]] && (($(stat -c %s "$lf") > 20 * 1024 * 1024)); then mv -f "$lf" "$lf.1"; fi
  { echo "---- $(date -Is) starting: $*"; } >>"$lf"
  rm -f "$pf"
  # The server must not inherit our lock descriptor, or it would hold the up/down lock for its lifetime.
  if [[ -n "${MM_LOCK_FD:-}" ]]; then
    setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pf" "$@" >>"$lf" 2>&1 </dev/null {MM_LOCK_FD}>&- &
  else
    setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pf" "$@" >>"$lf" 2>&1 </dev/null &
  fi
  local i
  for i in $(seq 1 50); do [[ -s "$pf" ]] && return 0; sleep 0.1; done
  die "$name: no PID file written ($pf)"
}

# Stop the process our PID file names: SIGTERM to its process group, wait, then SIGKILL.
stop_pidfile() { # name marker timeout-seconds
  local name="$1" marker="$2" timeout="${3:-15}" pf pid
  pf="$(pidfile "$name")"
  if ! pid="$(our_pid "$name" "$marker")"; then
    [[ -f "$pf" ]] && { log "$name: stale PID file removed"; rm -f "$pf"; }
    return 0
  fi
  log "$name: stopping (pid $pid)"
  local target="$pid"
  [[ "$(ps -o pgid= -p "$pid" | tr -d ' ')" == "$pid" ]] && target="-$pid" # session leader: signal its whole group
  kill -TERM -- "$target" 2>/dev/null || true
  local waited=0
  while kill -0 "$pid" 2>/dev/null && [[ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != Z ]]; do
    if ((waited >= timeout * 10)); then
      warn "$name: did not stop within ${timeout}s, sending SIGKILL"
      kill -KILL -- "$target" 2>/dev/null || true
      sleep 0.5
      break
    fi
    sleep 0.1; waited=$((waited + 1))
  done
  rm -f "$pf"
  log "$name: stopped"
}

# The log lines of the latest start attempt only (start_bg writes a "---- <date> starting:" marker).
tail_last_start() { # name
  awk '/^---- .* starting: /{n=0; delete buf} {buf[n++]=$0} END{s=(n>40)?n-40:0; for(i=s;i<n;i++) print buf[i]}' "$(logfile "$1")" 2>/dev/null || true
}

# wait_for NAME TIMEOUT CHECK-FUNCTION: polls until the check passes; on timeout tails the log and fails.
wait_for() {
  local name="$1" timeout="$2" fn="$3" start=$SECONDS
  while ! "$fn" >/dev/null 2>&1; do
    if ! our_pid "$name" "$SRV_MARKER" >/dev/null; then
      echo "[infra] ERROR: $name exited during startup; last log lines ($(logfile "$name")):" >&2
      tail_last_start "$name" >&2
      rm -f "$(pidfile "$name")"
      return 1
    fi
    if ((SECONDS - start >= timeout)); then
      echo "[infra] ERROR: $name not healthy after ${timeout}s; last log lines ($(logfile "$name")):" >&2
      tail_last_start "$name" >&2
      return 1
    fi
    sleep 0.5
  done
}

http_ok() { # url [curl args...]
  local url="$1"; shift
  curl -fsS -o /dev/null --max-time 3 "$@" "$url"
}

# Runs Maven in batch mode with its output in $MM_RUN/install-<name>.log, shown only when it fails.
mvn_quiet() { # name mvn-args...
  local name="$1" lf; shift; lf="$MM_RUN/install-$name.log"
  mm_dirs
  if ! mvn -B -Dstyle.color=never "$@" >"$lf" 2>&1; then
    grep -E "ERROR|BUILD FAILURE" "$lf" | tail -n 30 >&2
    die "$name: Maven failed (full output: $lf)"
  fi
}

# Installed-marker helpers: a marker file records exactly which pin an install is.
marker_matches() { [[ -f "$1" && "$(cat "$1")" == "$2" ]]; }
