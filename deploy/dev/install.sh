#!/usr/bin/env bash
# Installs what a fresh machine lacks: Debian packages, npm dependencies, the infra servers.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
bash deploy/infra/install-system.sh
stamp="node_modules/.minutemart-install-stamp"
if [[ ! -f "$stamp" || package-lock.json -nt "$stamp" || package.json -nt "$stamp" ]]; then
  echo "[install] npm dependencies"
  # `npm ci` insists on lock entries for every platform's optional binaries, which this registry
  # mirror does not serve; `npm install` with the committed lockfile installs the same versions.
  npm install --no-audit --no-fund --loglevel=error
  touch "$stamp"
fi
bash deploy/infra/install.sh
