#!/usr/bin/env bash
# Start or stop the original backend's product reads (server.mjs) by PID file, against the catalogue
# database of the stack the environment names (MM_DB_SUFFIX, as deploy/dev/services.sh uses it).
# Usage: deploy/bench/original/original.sh start|stop|status   (ORIGINAL_PORT, default 4090 + MM_PORT_OFFSET)
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
. "$root/deploy/infra/versions.sh"
eval "$("$root/deploy/infra/env.sh")"
run="${MM_APP_RUN_DIR:-$MM_RUN}"
mkdir -p "$run"
port="${ORIGINAL_PORT:-$((4090 + ${MM_PORT_OFFSET:-0}))}"
pidf="$run/original-reads.pid" log="$run/original-reads.log"
alive() { [[ -f "$pidf" ]] && kill -0 "$(cat "$pidf")" 2>/dev/null; }

case "${1:-status}" in
  start)
    if alive; then echo "[original] already running (pid $(cat "$pidf"), :$port)"; exit 0; fi
    if ss -Hltn "sport = :$port" 2>/dev/null | grep -q .; then echo "[original] port $port is taken; set ORIGINAL_PORT=" >&2; exit 1; fi
    PORT="$port" MONGO_DB="minutemart_catalogue${MM_DB_SUFFIX:-}" NODE_ENV=production \
      setsid node "$root/deploy/bench/original/server.mjs" >>"$log" 2>&1 </dev/null &
    echo $! >"$pidf"
    for _ in $(seq 1 60); do
      code="$(curl -s -o /dev/null -w '%{http_code}' -m 2 -H 'content-type: application/json' -d '{}' "http://127.0.0.1:$port/api/product/get-product-by-category" || true)"
      if [[ "$code" == 400 ]]; then echo "[original] on http://127.0.0.1:$port (pid $(cat "$pidf"), log $log)"; exit 0; fi
      alive || { echo "[original] exited; see $log" >&2; tail -n 20 "$log" >&2; exit 1; }
      sleep 0.5
    done
    echo "[original] did not answer in 30 s; see $log" >&2; exit 1 ;;
  stop)
    if alive; then
      pid="$(cat "$pidf")"; kill -TERM "$pid"
      for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
      kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" || true
      echo "[original] stopped"
    fi
    rm -f "$pidf" ;;
  status)
    if alive; then echo "original reads: running (pid $(cat "$pidf"), :$port)"; else echo "original reads: stopped"; fi ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
