#!/usr/bin/env bash
# Bundles every service and the gateway (esbuild) and builds the three frontends (Rspack).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
t0=$SECONDS
for dir in services/user services/catalogue services/cart services/order services/media gateway; do
  [[ -f "$root/$dir/src/main.ts" ]] || continue
  (cd "$root/$dir" && node "$root/deploy/build/bundle-service.mjs")
done
# The remotes first: the shell reads their built manifests (scripts/covered-remote-css-plugin.mjs).
for app in storefront admin shell; do
  echo "[build] frontends/$app"
  (cd "$root" && npm run build --silent -w "frontends/$app" >/dev/null)
done
echo "[build] done in $((SECONDS - t0))s"
