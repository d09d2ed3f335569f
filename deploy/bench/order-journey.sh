#!/usr/bin/env bash
# `make bench-orders`: the browse → cart → COD journey (deploy/bench/order-journey.js) with the
# pinned k6 at each VUS in VUS_LIST, against a private gateway with no rate limit in front of the
# running dev stack. Prints one Markdown row per run for docs/benchmarks.md.
#   VUS_LIST (20 50)  DURATION (30s)  THINK_S (0)  THINK_JITTER (0.5; 0 = every shopper in lockstep)  WARMUP (10s)  BASE_URL (the private gateway, http://127.0.0.1:18099)
# The shoppers order from the dark store serving 560001 and nobody picks their orders, so with the
# default limits that store pauses itself after about 50 of them (that is the product working): run
# the stack with PAUSE_AT_MINUTES=600 RESUME_AT_MINUTES=540 to measure the saga, not the store.
# Each run also measures a bare Kafka hop (deploy/bench/kafka-hop.mjs, one message every GAP_MS=50 ms)
# during the measured part, on the same host under the same load, and prints the saga's p50 / p95 as
# multiples of it. SAGA_HOPS=1 then splits the run's orders into their hops (deploy/bench/saga-hops.mjs,
# with the stack's MM_DB_SUFFIX and KAFKA_TOPIC_PREFIX from the environment). Under each row: the CPU each
# process of the stack (MM_APP_RUN_DIR), Kafka, the stand-in and the rest of the host spent per confirmed
# order over the measured part (deploy/bench/cpu-share.mjs).
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
secs="${DURATION%s}"; warm="${WARMUP:-10s}"; warm="${warm%s}"; gap="${GAP_MS:-50}"
echo "| VUs | orders confirmed | orders/s | placed→confirmed p50 / p95 / p99 ms | + visible in order-list p95 ms | not confirmed | HTTP errors | warm-up p50 / p95 ms | bare Kafka hop p50 / p95 ms | saga ÷ hop p50 / p95 | load avg |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
for vus in "${list[@]}"; do
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  file="$out/order-journey-$vus-$stamp.json"
  load="$(cut -d' ' -f1 /proc/loadavg)"
  hop="$file.kafka-hop.json"
  # The hop starts with the measured part (k6's setup takes a few seconds more, so it lands inside it) and
  # stops a few seconds before its end.
  (sleep "$warm" && COUNT=$(( (secs > 8 ? secs - 6 : 2) * 1000 / gap )) GAP_MS="$gap" JSON_OUT="$hop" node "$root/deploy/bench/kafka-hop.mjs" >"$hop.log" 2>&1) &
  hop_pid=$!
  cpu="$file.cpu.json"
  (sleep "$warm" && node "$root/deploy/bench/cpu-share.mjs" start >"$cpu") &
  cpu_pid=$!
  BASE_URL="$BASE_URL" VUS="$vus" DURATION="$DURATION" THINK_S="${THINK_S:-0}" THINK_JITTER="${THINK_JITTER:-0.5}" WARMUP="${WARMUP:-10s}" "$k6" run --quiet --summary-mode=full --summary-export "$file" "$root/deploy/bench/order-journey.js" >"$file.log" 2>&1 || true
  wait "$cpu_pid" || true
  cpu_line="$(node "$root/deploy/bench/cpu-share.mjs" end "$cpu" "$(node -e 'const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).metrics; console.log(m["orders_confirmed{scenario:journey}"]?.count ?? 0)' "$file" 2>/dev/null || echo 0)" 'confirmed order' 2>&1 || true)"
  wait "$hop_pid" || true
  node -e '
    const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).metrics;
    const j = (name) => m[`${name}{scenario:journey}`] ?? {};
    const c = j("order_confirmed"), v = j("order_visible"), w = m["order_confirmed{scenario:warmup}"] ?? {};
    const f = (x) => (x === undefined ? "–" : x.toFixed(0));
    const n = j("orders_confirmed").count ?? 0, bad = j("orders_not_confirmed").count ?? 0;
    const secs = Number(process.argv[3].replace("s", ""));
    let h = {};
    try { h = JSON.parse(require("fs").readFileSync(process.argv[5], "utf8")); } catch {}
    const hop = h.p50 === undefined ? "– (see " + process.argv[5] + ".log)" : `${h.p50.toFixed(1)} / ${h.p95.toFixed(1)}`;
    const ratio = h.p50 && c.med !== undefined ? `${(c.med / h.p50).toFixed(0)}× / ${(c["p(95)"] / h.p95).toFixed(0)}×` : "–";
    console.log(`| ${process.argv[2]} | ${n} | ${(n / secs).toFixed(1)} | ${f(c.med)} / ${f(c["p(95)"])} / ${f(c["p(99)"])} | ${f(v["p(95)"])} | ${bad} | ${((j("http_req_failed").value ?? 0) * 100).toFixed(2)} % | ${f(w.med)} / ${f(w["p(95)"])} | ${hop} | ${ratio} | ${process.argv[4]} |`);
  ' "$file" "$vus" "$DURATION" "$load" "$hop"
  echo "  $cpu_line"
  [[ -z "${SAGA_HOPS:-}" ]] || SINCE_S="$secs" node "$root/deploy/bench/saga-hops.mjs"
done
