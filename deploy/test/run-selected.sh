#!/usr/bin/env bash
# `make test S=<name>` and `make test-changed`: run only the suites of some workspaces (their own,
# plus the contract and deployment checks they are party to; deploy/workspaces/select.ts decides).
#   deploy/test/run-selected.sh select <name...>
#   deploy/test/run-selected.sh changed [BASE]     (git diff against BASE, origin/main or HEAD~1)
# Suites that drive the running stack (browser, platform) go through run-all.sh with its test
# stack; the others need only the infrastructure. Either way it ends with "N passed, N failed".
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
# The selection reads the code with tsx: dependencies first on a fresh clone.
bash deploy/dev/install.sh >/dev/null || { echo "install failed"; echo "0 passed, 1 failed"; exit 1; }
plan="$(node --import tsx deploy/workspaces/cli.ts "$@")" || { echo "0 passed, 1 failed"; exit 2; }
eval "$plan"
if ((${#MM_JEST_ARGS[@]} == 0)); then
  echo "[test] no suite concerns ${MM_SELECTED[*]:-these changes}: nothing to run"
  echo "0 passed, 0 failed"
  exit 0
fi
echo "[test] suites of: ${MM_SELECTED[*]}${MM_TEST_PARTY:+ (party: $MM_TEST_PARTY)}"
export MM_TEST_PARTY MM_TEST_EVENTS
if ((MM_NEEDS_STACK)); then
  exec bash deploy/test/run-all.sh "${MM_JEST_ARGS[@]}"
fi
MM_TEST_STACK=0 exec bash deploy/test/run-all.sh "${MM_JEST_ARGS[@]}"
