#!/usr/bin/env bash
# `make bench`: run deploy/bench/catalogue-reads.js with the pinned k6 against a running gateway,
# after checking that the gateway's rate limit lets the whole run through (otherwise the numbers
# would measure 429s). Results: k6's summary on stdout, JSON under ~/.cache/minutemart/bench/.
#   BASE_URL (http://localhost:8080)  RATE (50 requests/s per scenario)  DURATION (20s per scenario)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
. "$root/deploy/infra/versions.sh"

BASE_URL="${BASE_URL:-http://localhost:8080}"
RATE="${RATE:-50}"
DURATION="${DURATION:-20s}"
CLIENT_IP="${CLIENT_IP:-127.0.0.99}"
export BASE_URL RATE DURATION CLIENT_IP

if [[ ! "$BASE_URL" =~ ^https?://(localhost|127(\.[0-9]{1,3}){3}|\[::1\])(:[0-9]+)?/?$ ]]; then
  echo "[bench] BASE_URL must be a loopback origin (localhost, 127.x.x.x, [::1]); got $BASE_URL" >&2
  exit 2
fi
[[ "$DURATION" =~ ^([0-9]+)s$ ]] || { echo "[bench] DURATION must be whole seconds, e.g. 20s" >&2; exit 2; }
seconds="${BASH_REMATCH[1]}"

k6="$MM_BIN/k6"
if [[ ! -x "$k6" ]]; then
  echo "[bench] k6 is not built yet: building the pinned $K6_MODULE (first run only)"
  bash "$root/deploy/infra/install-go-tools.sh" k6
fi

# The whole run (3 scenarios + setup) can fall into one minute of the limiter's window.
needed=$(( 3 * RATE * seconds + 50 ))
headers="$(curl -sS -m 5 -D - -o /dev/null -X POST -H 'content-type: application/json' -H "x-forwarded-for: $CLIENT_IP" \
  -d '{"page":1,"limit":1}' "$BASE_URL/api/product/get" 2>&1)" || {
  echo "[bench] $BASE_URL does not answer: start the stack first (make dev, or deploy/dev/services.sh start)" >&2
  exit 1
}
status="$(head -1 <<<"$headers" | awk '{print $2}')"
if [[ "$status" == "429" ]]; then
  reset="$(grep -i '^ratelimit:' <<<"$headers" | grep -o 't=[0-9]*' | head -1 | cut -d= -f2 || true)"
  echo "[bench] the gateway is already rate-limiting client $CLIENT_IP (429; its window resets in ${reset:-?} s)" >&2
elif [[ "$status" != "200" ]]; then
  echo "[bench] POST $BASE_URL/api/product/get answered $status; the catalogue must be up and seeded (make seed)" >&2
  exit 1
fi
limit="$(grep -i '^ratelimit-policy:' <<<"$headers" | grep -o 'q=[0-9]*' | head -1 | cut -d= -f2 || true)"
if [[ -z "$limit" ]]; then
  echo "[bench] note: $BASE_URL sent no RateLimit-Policy header (no limiter, e.g. a service directly); cannot check a limit"
elif (( limit < needed )) || [[ "$status" == "429" ]]; then
  cat >&2 <<EOF
[bench] The gateway at $BASE_URL allows $limit requests per minute per client; this run sends about $needed
        (3 scenarios x $RATE/s x ${seconds}s). It would measure 429s. Either:
  - restart the dev gateway with a higher limit (down for a few seconds; others use it):
        deploy/dev/services.sh stop gateway; RATE_LIMIT_PER_MINUTE=1000000 RATE_LIMIT_NO_SESSION_PER_MINUTE=1000000 \
          RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE=1000000 deploy/dev/services.sh start gateway
        make bench
        deploy/dev/services.sh stop gateway; deploy/dev/services.sh start gateway    # back to the normal limit
  - or run a private gateway (same build, same services) beside it and bench that one:
        make bench-gateway        # http://127.0.0.1:${BENCH_GATEWAY_PORT:-18099}, RATE_LIMIT_PER_MINUTE=1000000
        make bench BASE_URL=http://127.0.0.1:${BENCH_GATEWAY_PORT:-18099}
        make bench-gateway-stop
  - or lower the load: make bench RATE=... DURATION=...
EOF
  exit 3
else
  echo "[bench] gateway limit $limit/min per client >= about $needed requests in this run"
fi

out="$MM_CACHE/bench"
mkdir -p "$out"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
echo "[bench] k6 $("$k6" version | awk '{print $2}'): $BASE_URL, $RATE requests/s per scenario, $DURATION each, $(nproc) cores"
# Other work on the machine moves these numbers more than anything: note how busy it was.
echo "[bench] load average before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
rc=0
"$k6" run --quiet --summary-mode=full --summary-export "$out/catalogue-reads-$stamp.json" \
  "$root/deploy/bench/catalogue-reads.js" || rc=$?
echo "[bench] summary JSON: $out/catalogue-reads-$stamp.json"
echo "[bench] load average after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
node "$root/deploy/bench/summary.mjs" "$out/catalogue-reads-$stamp.json" "$seconds"
# k6 exits 99 when a threshold (p95 < 200 ms, errors < 1 %) is crossed.
exit "$rc"
