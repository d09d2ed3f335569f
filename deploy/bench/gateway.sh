#!/usr/bin/env bash
# A private gateway for benchmarks: the same build (gateway/dist) in front of the same running
# services as the dev gateway, on its own port and with a rate limit a load test does not trip, so
# the shared gateway on :8080 never has to restart. Usage: deploy/bench/gateway.sh start|stop|status
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
. "$root/deploy/infra/versions.sh"
eval "$("$root/deploy/infra/env.sh")"

port="${BENCH_GATEWAY_PORT:-18099}"
pidf="$MM_RUN/bench-gateway.pid" log="$MM_RUN/bench-gateway.log"
mkdir -p "$MM_RUN"
alive() { [[ -f "$pidf" ]] && kill -0 "$(cat "$pidf")" 2>/dev/null; }

case "${1:-status}" in
  start)
    if alive; then echo "[bench] gateway already running (pid $(cat "$pidf"), :$port)"; exit 0; fi
    if curl -fsS -m 2 "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then
      echo "[bench] port $port is taken by another process; pick one with BENCH_GATEWAY_PORT=" >&2; exit 1
    fi
    [[ -f "$root/gateway/dist/main.js" ]] || (cd "$root/gateway" && node "$root/deploy/build/bundle-service.mjs" >/dev/null)
    # Upstreams: the service URLs' defaults (127.0.0.1:4001-4005), i.e. the dev stack.
    (cd "$root/gateway" && PORT="$port" HOST=127.0.0.1 RATE_LIMIT_PER_MINUTE=1000000 RATE_LIMIT_NO_SESSION_PER_MINUTE=1000000 \
      RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE=1000000 SERVICE_NAME=bench-gateway \
      REPO_ROOT="$root" NODE_ENV=development LOG_FORMAT=json \
      exec nohup node --enable-source-maps --import ./dist/telemetry.js dist/main.js >>"$log" 2>&1 & echo $! >"$pidf")
    for _ in $(seq 1 60); do
      if curl -fsS -m 2 "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && alive; then
        echo "[bench] gateway on http://127.0.0.1:$port (pid $(cat "$pidf"), RATE_LIMIT_PER_MINUTE=1000000, log $log)"; exit 0
      fi
      alive || { echo "[bench] gateway exited; see $log" >&2; tail -n 20 "$log" >&2; exit 1; }
      sleep 0.5
    done
    echo "[bench] gateway did not become healthy in 30 s; see $log" >&2; exit 1 ;;
  stop)
    if alive; then
      pid="$(cat "$pidf")"; kill -TERM "$pid"
      for _ in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
      echo "[bench] gateway stopped"
    fi
    rm -f "$pidf" ;;
  status)
    if alive; then echo "bench gateway: running (pid $(cat "$pidf"), :$port)"; else echo "bench gateway: stopped"; fi ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
