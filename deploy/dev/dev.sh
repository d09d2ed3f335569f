#!/usr/bin/env bash
# `make dev`: install, start the infrastructure (the Mongo stand-in persistent), build, start every
# service, seed. Each step is idempotent, so a second `make dev` continues where the first stopped:
# running servers and services are kept, unchanged frontends are not rebuilt, the seed skips what exists.
# A failing step is named, with the last lines of its log and what to run next.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
. deploy/infra/versions.sh

t0=$SECONDS
step_log="$MM_RUN/dev-step.log"
mkdir -p "$MM_RUN"

# run_step NAME HINT COMMAND...: output goes to the terminal and to $step_log, whose tail is repeated
# under the failure note (a server's own log tail is already part of that output).
run_step() {
  local name="$1" hint="$2"; shift 2
  local s0=$SECONDS
  echo "[dev] ── $name"
  "$@" 2>&1 | tee "$step_log"
  local status=${PIPESTATUS[0]}
  if ((status != 0)); then
    echo "" >&2
    echo "[dev] FAILED: $name (exit $status, after $((SECONDS - s0)) s). Last lines:" >&2
    grep -v '^\s*$' "$step_log" | tail -n 15 | sed 's/^/    /' >&2
    echo "[dev] $hint" >&2
    echo "[dev] Then run 'make dev' again: it continues from here (what is already running stays up)." >&2
    exit "$status"
  fi
  echo "[dev] ✓ $name ($((SECONDS - s0)) s)"
}

logs_hint="Logs: infrastructure $MM_RUN/<server>.log, services $MM_RUN/app-<name>.log; 'make status' shows what runs."
run_step "install (system packages, npm, infra servers)" "Re-run after fixing the package or network error above." \
  bash deploy/dev/install.sh
run_step "infrastructure (Kafka, Mongo stand-in persistent, Redis, MinIO, MailDev, stripe-mock)" "$logs_hint" \
  env MONGO_PERSIST=1 bash deploy/infra/up.sh
run_step "build (services, gateway, frontends)" "Fix the compile error above; 'make build' rebuilds alone." \
  bash deploy/dev/build.sh
run_step "services and gateway" "$logs_hint 'make down' stops everything if a stale process holds a port." \
  bash deploy/dev/services.sh start
run_step "seed (admin, dark stores, catalogue)" "The seed is idempotent: 'make seed' runs it alone." \
  bash deploy/dev/seed.sh

echo ""
echo "  Minutemart is running at http://localhost:8080   (API docs: http://localhost:8080/api/docs)  [$((SECONDS - t0)) s]"
echo "  Admin: ${SEED_ADMIN_EMAIL:-admin@minutemart.test} / ${SEED_ADMIN_PASSWORD:-Admin@12345}   Mail: http://127.0.0.1:8025"
echo "  Stop everything with: make down"
