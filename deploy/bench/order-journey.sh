#!/usr/bin/env bash
# `make bench-orders`: the browse → cart → COD journey (deploy/bench/order-journey.js) with the
# pinned k6 at each VUS in VUS_LIST, against a private gateway with no rate limit in front of the
# running dev stack. Prints one Markdown row per run for docs/benchmarks.md.
#   VUS_LIST (20 50)  DURATION (30s)  THINK_S (0)  THINK_JITTER (0.5; 0 = every shopper in lockstep)  WARMUP (10s)  BASE_URL (the private gateway, http://127.0.0.1:18099)
# The shoppers order from the dark store serving 560001 and nobody picks their orders, so with the
# default limits that store pauses itself after about 50 of them (that is the product working): run
# the stack with PAUSE_AT_MINUTES=600 RESUME_AT_MINUTES=540 to measure the saga, not the store.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
. "$root/deploy/infra/versions.sh"
k6="$MM_BIN/k6"
[[ -x "$k6" ]] || bash "$root/deploy/infra/install-go-tools.sh" k6
BASE_URL="${BASE_URL:-http://127.0.0.1:${BENCH_GATEWAY_PORT:-18099}}"
DURATION="${DURATION:-30s}"
read -ra list <<<"${VUS_LIST:-20 50}"
[[ "$BASE_URL" == "http://127.0.0.1:${BENCH_GATEWAY_PORT:-18099}" ]] && bash "$root/deploy/bench/gateway.sh" start
out="$MM_CACHE/bench"; mkdir -p "$out"
promise="$(curl -fsS -m 5 "$BASE_URL/api/order/promise?pincode=560001" || true)"
if [[ "$promise" != *'"available":true'* ]]; then
  echo "[bench] the store serving 560001 does not take orders now: ${promise:-no answer}" >&2
  echo "[bench] start the stack with PAUSE_AT_MINUTES=600 RESUME_AT_MINUTES=540 (see the top of this script)" >&2
  exit 1
fi
echo "| VUs | orders confirmed | orders/s | placed→confirmed p50 / p95 / p99 ms | + visible in order-list p95 ms | not confirmed | HTTP errors | warm-up p50 / p95 ms | load avg |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
for vus in "${list[@]}"; do
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  file="$out/order-journey-$vus-$stamp.json"
  load="$(cut -d' ' -f1 /proc/loadavg)"
  BASE_URL="$BASE_URL" VUS="$vus" DURATION="$DURATION" THINK_S="${THINK_S:-0}" THINK_JITTER="${THINK_JITTER:-0.5}" WARMUP="${WARMUP:-10s}" "$k6" run --quiet --summary-mode=full --summary-export "$file" "$root/deploy/bench/order-journey.js" >"$file.log" 2>&1 || true
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).metrics;
    const j = (name) => m[`${name}{scenario:journey}`] ?? {};
    const c = j("order_confirmed"), v = j("order_visible"), w = m["order_confirmed{scenario:warmup}"] ?? {};
    const f = (x) => (x === undefined ? "–" : x.toFixed(0));
    const n = j("orders_confirmed").count ?? 0, bad = j("orders_not_confirmed").count ?? 0;
    const secs = Number(process.argv[3].replace("s", ""));
    console.log(`| ${process.argv[2]} | ${n} | ${(n / secs).toFixed(1)} | ${f(c.med)} / ${f(c["p(95)"])} / ${f(c["p(99)"])} | ${f(v["p(95)"])} | ${bad} | ${((j("http_req_failed").value ?? 0) * 100).toFixed(2)} % | ${f(w.med)} / ${f(w["p(95)"])} | ${process.argv[4]} |`);
  ' "$file" "$vus" "$DURATION" "$load"
done
