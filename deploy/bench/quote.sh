#!/usr/bin/env bash
# `make bench-quote`: POST /api/order/quote (deploy/bench/quote.js) with the pinned k6 at each VUS in
# VUS_LIST, closed loop. Prints one Markdown row per run for docs/benchmarks.md: when, the commit, the
# host's CPU index (deploy/bench/cpu-index.mjs, Lighthouse's benchmarkIndex) before the run, and the load.
#   VUS_LIST (50)  DURATION (30s)  THINK_S (0: closed loop)  BASE_URL (the private gateway, http://127.0.0.1:18099)  PINCODE (560001)  COUPON (none)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
. "$root/deploy/infra/versions.sh"
k6="$MM_BIN/k6"
[[ -x "$k6" ]] || bash "$root/deploy/infra/install-go-tools.sh" k6
BASE_URL="${BASE_URL:-http://127.0.0.1:${BENCH_GATEWAY_PORT:-18099}}"
DURATION="${DURATION:-30s}"
read -ra list <<<"${VUS_LIST:-50}"
[[ "$BASE_URL" == "http://127.0.0.1:${BENCH_GATEWAY_PORT:-18099}" ]] && bash "$root/deploy/bench/gateway.sh" start
out="$MM_CACHE/bench"; mkdir -p "$out"
commit="$(git -C "$root" rev-parse --short HEAD)"
echo "| when (UTC) | commit | CPU index | VUs | think s | quotes | quotes/s | p50 / p95 / p99 ms | failed | load avg |"
echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
for vus in "${list[@]}"; do
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  file="$out/quote-$vus-$stamp.json"
  index="$(node "$root/deploy/bench/cpu-index.mjs" 2>/dev/null || echo '–')"
  load="$(cut -d' ' -f1 /proc/loadavg)"
  BASE_URL="$BASE_URL" VUS="$vus" DURATION="$DURATION" THINK_S="${THINK_S:-0}" PINCODE="${PINCODE:-560001}" COUPON="${COUPON:-}" "$k6" run --quiet --summary-mode=full --summary-export "$file" "$root/deploy/bench/quote.js" >"$file.log" 2>&1 || true
  [[ -s "$file" ]] || { echo "[bench] k6 wrote no summary; see $file.log" >&2; tail -n 20 "$file.log" >&2; exit 1; }
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).metrics;
    const q = m["quote_ms{scenario:quote}"] ?? {};
    const f = (x) => (x === undefined ? "–" : x.toFixed(1));
    const secs = Number(process.argv[3].replace("s", ""));
    const failed = ((m["http_req_failed{scenario:quote}"]?.value ?? 0) * 100).toFixed(2);
    console.log(`| ${process.argv[5]} | ${process.argv[6]} | ${process.argv[7]} | ${process.argv[2]} | ${process.argv[8]} | ${q.count ?? 0} | ${((q.count ?? 0) / secs).toFixed(0)} | ${f(q.med)} / ${f(q["p(95)"])} / ${f(q["p(99)"])} | ${failed} % | ${process.argv[4]} |`);
  ' "$file" "$vus" "$DURATION" "$load" "$(date -u +%Y-%m-%d\ %H:%M)" "$commit" "$index" "${THINK_S:-0}"
done
