#!/usr/bin/env bash
# `make bench-search`: deploy/bench/search-listing.js (closed loop, VUS users per endpoint) with the
# pinned k6 against a running gateway whose rate limit will not trip (make bench-gateway starts one).
#   BASE_URL (http://localhost:8080)  VUS (50)  DURATION (20s per scenario)  SCENARIOS (all)
#   RATE (unset): offer this many requests/s per scenario with at most VUS users (open loop)
#   CHECK_EVERY (1): read and check the body of one answer in this many; the rest by status only
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
. "$root/deploy/infra/versions.sh"

BASE_URL="${BASE_URL:-http://localhost:8080}"
VUS="${VUS:-50}"
DURATION="${DURATION:-20s}"
SCENARIOS="${SCENARIOS:-search,suggest,by_category,listing}"
CLIENT_IP="${CLIENT_IP:-127.0.0.98}"
RATE="${RATE:-}"
CHECK_EVERY="${CHECK_EVERY:-1}"
export BASE_URL VUS DURATION SCENARIOS CLIENT_IP RATE CHECK_EVERY
[[ "$BASE_URL" =~ ^https?://(localhost|127(\.[0-9]{1,3}){3}|\[::1\])(:[0-9]+)?/?$ ]] || { echo "[bench] BASE_URL must be a loopback origin; got $BASE_URL" >&2; exit 2; }
[[ "$DURATION" =~ ^([0-9]+)s$ ]] || { echo "[bench] DURATION must be whole seconds, e.g. 20s" >&2; exit 2; }
seconds="${BASH_REMATCH[1]}"

k6="$MM_BIN/k6"
[[ -x "$k6" ]] || bash "$root/deploy/infra/install-go-tools.sh" k6

# A closed loop of 50 users sends tens of thousands of requests a minute: only a gateway whose
# limit is far above that (or a service directly, which has none) gives numbers that are not 429s.
headers="$(curl -sS -m 5 -D - -o /dev/null -H "x-forwarded-for: $CLIENT_IP" "$BASE_URL/api/category/get" 2>&1)" || {
  echo "[bench] $BASE_URL does not answer: start the stack first" >&2; exit 1; }
limit="$(grep -i '^ratelimit-policy:' <<<"$headers" | grep -o 'q=[0-9]*' | head -1 | cut -d= -f2 || true)"
if [[ -n "$limit" ]] && (( limit < 500000 )); then
  echo "[bench] $BASE_URL allows $limit requests a minute per client; this run needs far more." >&2
  echo "        Use a private gateway: make bench-gateway; make bench-search BASE_URL=http://127.0.0.1:18099" >&2
  exit 3
fi

out="$MM_CACHE/bench"; mkdir -p "$out"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
json="$out/search-listing-$stamp.json"
echo "[bench] k6 $("$k6" version | awk '{print $2}'): $BASE_URL, $VUS users per scenario ($SCENARIOS)${RATE:+ offering $RATE requests/s each}, $DURATION each, bodies checked 1 in $CHECK_EVERY, $(nproc) cores"
echo "[bench] load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
# How much CPU a process gets right now: tens of ms on an idle modern core, far more on a shared, busy box.
echo "[bench] CPU check: 2e7 additions in $(node -e 'const t=performance.now();let s=0;for(let i=0;i<2e7;i++)s+=i;console.log((performance.now()-t).toFixed(0))') ms"
rc=0
"$k6" run --quiet --summary-mode=full --summary-export "$json" "$root/deploy/bench/search-listing.js" || rc=$?
echo "[bench] load average after: $(cut -d' ' -f1-3 /proc/loadavg); summary JSON: $json"
node "$root/deploy/bench/summary-vus.mjs" "$json" "$seconds" "$SCENARIOS"
# Open loop: requests k6 could not start because all VUS users were waiting (the offer was not met).
[[ -z "$RATE" ]] || node -e 'const m=JSON.parse(require("fs").readFileSync(process.argv[1])).metrics; console.log(`[bench] offered ${process.argv[2]}/s per scenario; dropped (not sent, all users busy): ${m.dropped_iterations?.count ?? 0}`)' "$json" "$RATE"
# k6 exits 99 when a target (p95 < 30 ms, >= 1,000 req/s, errors < 1 %) is missed.
exit "$rc"
