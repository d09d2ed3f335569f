#!/usr/bin/env bash
# `make bench-original`: product details and home-row reads of the original backend (server.mjs) and
# of our gateway, side by side in one run. Each round measures both endpoints on both backends, one
# after another, the backends' order swapped every round (ABBA), so a host that slows down or speeds
# up during the run weighs on both alike. Prints one row per measurement, then each figure's range
# over the rounds and ours ÷ the original's. README.md says what the original is.
#   BASE_URL (http://127.0.0.1:58080)  our gateway, with a rate limit the run cannot trip
#   ORIGINAL_URL (http://127.0.0.1:54090)  the original (deploy/bench/original/original.sh start)
#   ROUNDS (3)  DURATION (10s per measurement)  VUS (50)  STORES (1)  CHECK_EVERY (10)
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
. "$root/deploy/infra/versions.sh"

BASE_URL="${BASE_URL:-http://127.0.0.1:58080}"
ORIGINAL_URL="${ORIGINAL_URL:-http://127.0.0.1:54090}"
ROUNDS="${ROUNDS:-3}"
DURATION="${DURATION:-10s}"
VUS="${VUS:-50}"
[[ "$DURATION" =~ ^([0-9]+)s$ ]] || { echo "[bench] DURATION must be whole seconds, e.g. 10s" >&2; exit 2; }
k6="$MM_BIN/k6"
[[ -x "$k6" ]] || bash "$root/deploy/infra/install-go-tools.sh" k6

for url in "$BASE_URL" "$ORIGINAL_URL"; do
  [[ "$url" =~ ^https?://(localhost|127(\.[0-9]{1,3}){3})(:[0-9]+)?/?$ ]] || { echo "[bench] $url is not a loopback origin" >&2; exit 2; }
done
curl -fsS -m 5 -o /dev/null -H 'content-type: application/json' -d '{}' "$ORIGINAL_URL/api/product/get-product-by-category" 2>/dev/null ||
  [[ "$(curl -s -o /dev/null -w '%{http_code}' -m 5 -H 'content-type: application/json' -d '{}' "$ORIGINAL_URL/api/product/get-product-by-category")" == 400 ]] ||
  { echo "[bench] the original does not answer on $ORIGINAL_URL: deploy/bench/original/original.sh start" >&2; exit 1; }
limit="$(curl -sS -m 5 -D - -o /dev/null "$BASE_URL/api/category/get" | grep -i '^ratelimit-policy:' | grep -o 'q=[0-9]*' | head -1 | cut -d= -f2 || true)"
if [[ -n "$limit" ]] && (( limit < 500000 )); then
  echo "[bench] $BASE_URL allows $limit requests a minute per client: start its gateway with RATE_LIMIT_PER_MINUTE=1000000 (docs/benchmarks.md)" >&2
  exit 3
fi

out="$MM_CACHE/bench/original-$(date -u +%Y%m%dT%H%M%SZ)"; mkdir -p "$out"
echo "[bench] k6 $("$k6" version | awk '{print $2}'): ours $BASE_URL, original $ORIGINAL_URL; $ROUNDS rounds of $VUS closed-loop users, $DURATION per measurement; commit $(git -C "$root" rev-parse --short HEAD); load $(cut -d' ' -f1-3 /proc/loadavg)"
for ((round = 1; round <= ROUNDS; round++)); do
  if ((round % 2)); then order="original ours"; else order="ours original"; fi
  for endpoint in details by_category; do
    for backend in $order; do
      target="$ORIGINAL_URL"; [[ "$backend" == ours ]] && target="$BASE_URL"
      TARGET_URL="$target" IDS_URL="$BASE_URL" ENDPOINT="$endpoint" VUS="$VUS" DURATION="$DURATION" \
        STORES="${STORES:-1}" CHECK_EVERY="${CHECK_EVERY:-10}" \
        "$k6" run --quiet --summary-export "$out/$round-$endpoint-$backend.json" "$root/deploy/bench/original/product-reads.js" >"$out/$round-$endpoint-$backend.log" 2>&1 ||
        echo "[bench] k6 exited $? for round $round $endpoint $backend (see $out/$round-$endpoint-$backend.log)" >&2
    done
  done
done
echo "[bench] load after: $(cut -d' ' -f1-3 /proc/loadavg); summaries in $out"
node "$root/deploy/bench/original/ranges.mjs" "$out"
