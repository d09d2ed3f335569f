#!/usr/bin/env bash
# `make lighthouse`: Lighthouse (mobile preset: simulated slow 4G) on `/`, a listing, a product page, search
# results and checkout (a signed-in shopper with a cart) of a running store, RUNS times each, medians printed
# (deploy/bench/lighthouse.mjs). The budgets are checked at the CPU slowdown calibrated from the host's CPU
# index (4 x index / 1,750); the preset's 4x reading is printed beside it. Exits 99 when a median misses.
#   BASE_URL (http://localhost:8080)  RUNS (3)  PRESET_RUNS (RUNS; 0 skips the 4x reading)
#   CLIENT_IP (127.0.0.97: the gateway's rate-limit key for these runs)  PAGES (all; e.g. home,checkout)
#   CPU_SLOWDOWN (the calibrated value; a number fixes it, e.g. to compare two builds at the same slowdown)
#   REPEAT_VISIT=1 (each audited load is a second visit: the service worker installed by a first one, storage kept)
# The pinned Lighthouse (deploy/infra/versions.sh) is installed once into the cache, like MailDev; it
# drives the system Chromium and never downloads one.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
. "$root/deploy/infra/versions.sh"

BASE_URL="${BASE_URL:-http://localhost:8080}"
RUNS="${RUNS:-3}"
CLIENT_IP="${CLIENT_IP:-127.0.0.97}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
[[ "$BASE_URL" =~ ^https?://(localhost|127(\.[0-9]{1,3}){3}|\[::1\])(:[0-9]+)?/?$ ]] || { echo "[lighthouse] BASE_URL must be a loopback origin; got $BASE_URL" >&2; exit 2; }
[[ "$RUNS" =~ ^[1-9][0-9]?$ ]] || { echo "[lighthouse] RUNS must be a number from 1 to 99" >&2; exit 2; }
[[ -x "$CHROME_PATH" ]] || { echo "[lighthouse] no Chromium at $CHROME_PATH (apt-get install chromium; set CHROME_PATH)" >&2; exit 1; }

home="$MM_CACHE/lighthouse-$LIGHTHOUSE_VERSION"
cli="$home/node_modules/lighthouse/cli/index.js"
if [[ ! -f "$cli" || "$(cat "$home/.installed" 2>/dev/null)" != "lighthouse@$LIGHTHOUSE_VERSION" ]]; then
  mkdir -p "$home"
  exec {lock_fd}>"$home/.install.lock"
  flock -w 600 "$lock_fd" || { echo "[lighthouse] timed out waiting for another install" >&2; exit 1; }
  if [[ ! -f "$cli" || "$(cat "$home/.installed" 2>/dev/null)" != "lighthouse@$LIGHTHOUSE_VERSION" ]]; then
    echo "[lighthouse] installing lighthouse@$LIGHTHOUSE_VERSION from npm into $home (first run only)"
    # puppeteer-core and chrome-launcher have no download step; no install script is needed or run.
    (cd "$home" && npm install --prefix "$home" --no-save --no-fund --no-audit --ignore-scripts --silent "lighthouse@$LIGHTHOUSE_VERSION")
    echo "lighthouse@$LIGHTHOUSE_VERSION" >"$home/.installed"
  fi
fi

curl -fsS -m 10 -o /dev/null "$BASE_URL/" || { echo "[lighthouse] $BASE_URL does not answer: start the stack first (make dev)" >&2; exit 1; }

out="$MM_CACHE/bench/lighthouse-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
echo "[lighthouse] lighthouse $LIGHTHOUSE_VERSION, $("$CHROME_PATH" --version 2>/dev/null | head -1), $(nproc) cores, $RUNS runs per page, $BASE_URL"
echo "[lighthouse] load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "[lighthouse] CPU check: 2e7 additions in $(node -e 'const t=performance.now();let s=0;for(let i=0;i<2e7;i++)s+=i;console.log((performance.now()-t).toFixed(0))') ms"
rc=0
LIGHTHOUSE_CLI="$cli" BASE_URL="$BASE_URL" RUNS="$RUNS" CLIENT_IP="$CLIENT_IP" OUT_DIR="$out" node "$root/deploy/bench/lighthouse.mjs" || rc=$?
echo "[lighthouse] load average after: $(cut -d' ' -f1-3 /proc/loadavg); reports: $out"
exit "$rc"
