#!/usr/bin/env bash
# `make test`: install what is missing, start the infrastructure (reusing servers already running or
# named by env URLs), start a separate test stack of our services on ports +10000 with their own
# databases and consumer groups, run every jest project (unit, integration, platform, browser),
# then stop exactly what this run started. Ends with jest's "N passed, N failed" line.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
. deploy/infra/versions.sh

bash deploy/dev/install.sh || { echo "install failed"; echo "0 passed, 1 failed"; exit 1; }

# Which infra servers were already ours before this run: those stay up afterwards.
before=()
for f in "$MM_RUN"/*.pid; do [[ -e "$f" ]] && kill -0 "$(cat "$f")" 2>/dev/null && before+=("$(basename "$f" .pid)"); done
bash deploy/infra/up.sh || { echo "infrastructure failed to start"; echo "0 passed, 1 failed"; exit 1; }

export MM_PORT_OFFSET=10000
stamp="$(date +%s)"
export MM_DB_SUFFIX="_t$stamp"
# The test stack gets its own empty topics: a fresh consumer never replays the dev stack's history.
export KAFKA_TOPIC_PREFIX="test$stamp."
export MM_APP_RUN_DIR="$MM_CACHE/run-test"
# Every suite signs up and logs in from 127.0.0.1: the per-address account budgets are raised for this
# stack (the limits themselves are tested with their defaults in deploy/test/platform/rate-limits.test.ts).
export RATE_LIMIT_REGISTER_PER_MINUTE="${RATE_LIMIT_REGISTER_PER_MINUTE:-100000}" RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE="${RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE:-100000}"
export RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE="${RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE:-100000}" RATE_LIMIT_VERIFY_OTP_PER_MINUTE="${RATE_LIMIT_VERIFY_OTP_PER_MINUTE:-100000}" RATE_LIMIT_RESET_PASSWORD_PER_MINUTE="${RATE_LIMIT_RESET_PASSWORD_PER_MINUTE:-100000}"
export RATE_LIMIT_PER_MINUTE="${RATE_LIMIT_PER_MINUTE:-100000}" RATE_LIMIT_NO_SESSION_PER_MINUTE="${RATE_LIMIT_NO_SESSION_PER_MINUTE:-100000}"
export RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE="${RATE_LIMIT_NEW_GUEST_SESSIONS_PER_MINUTE:-100000}"
export LOG_LEVEL="${LOG_LEVEL:-info}"
# Test orders are placed by the hundred at the seed's flagship store and never picked: with the
# default limits (pause past a 30-minute promise) it would pause itself after ~50 of them and refuse
# the rest. The pause and resume themselves are tested with the defaults in services/order.
export PAUSE_AT_MINUTES="${PAUSE_AT_MINUTES:-600}" RESUME_AT_MINUTES="${RESUME_AT_MINUTES:-540}"
# Unpaid card orders expire after this long in the test stack, so the expiry test can watch one go.
export PAYMENT_TIMEOUT_MS="${PAYMENT_TIMEOUT_MS:-15000}"
# The platform trace test listens here and checks one trace crosses gateway, service, Kafka and consumer.
export MM_TEST_OTLP_ENDPOINT="http://127.0.0.1:14318" OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:14318"
stack_started=0
cleanup() {
  if ((stack_started)); then
    bash deploy/dev/services.sh stop >/dev/null 2>&1 || true
    (eval "$(deploy/infra/env.sh)"; timeout 60 node --import tsx deploy/test/drop-topics.ts) || true
  fi
  local started=()
  for f in "$MM_RUN"/*.pid; do
    [[ -e "$f" ]] || continue
    local n; n="$(basename "$f" .pid)"
    [[ " ${before[*]} " == *" $n "* ]] || started+=("$n")
  done
  ((${#started[@]})) && bash deploy/infra/down.sh "${started[@]}" >/dev/null 2>&1 || true
}
trap cleanup EXIT

# MM_TEST_STACK=0 (make test S=<name> for a workspace whose suites start their service in-process):
# infrastructure only, no build and no test stack.
if [[ "${MM_TEST_STACK:-1}" != 0 ]]; then
echo "[test] building services and frontends"
bash deploy/dev/build.sh || { echo "build failed"; echo "0 passed, 1 failed"; exit 1; }
echo "[test] starting the test stack (gateway http://localhost:18080)"
stack_started=1
bash deploy/dev/services.sh start || { echo "test stack failed to start"; echo "0 passed, 1 failed"; exit 1; }
bash deploy/dev/seed.sh || { echo "seed failed"; echo "0 passed, 1 failed"; exit 1; }
# Readiness, not just liveness: read models (the cart's product projection) must have caught up.
echo "[test] waiting for every service to be ready"
for port in 14001 14002 14003 14004 14005; do
  for _ in $(seq 1 240); do curl -fsS -m 2 "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 1; done
  curl -fsS -m 2 "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 || echo "[test] warning: :$port not ready: $(curl -sS -m 2 "http://127.0.0.1:$port/readyz")"
done
fi

export BASE_URL="http://localhost:18080" E2E_REQUIRE_BACKEND=1 E2E_SKIP_BUILD=1 CI="${CI:-}"
eval "$(deploy/infra/env.sh)"
export MM_SUMMARY_FILE="$MM_CACHE/last-test-summary.txt"
rm -f "$MM_SUMMARY_FILE"
node --experimental-vm-modules node_modules/jest/bin/jest.js -i "$@"
status=$?
cleanup
trap - EXIT
# The closing line CI reads: jest's own summary prints after its reporters, so repeat it last.
if [[ -s "$MM_SUMMARY_FILE" ]]; then cat "$MM_SUMMARY_FILE"; else echo "0 passed, 1 failed"; fi
exit $status
