#!/usr/bin/env bash
# Bundles every service and the gateway (esbuild) and builds the three frontends (Rspack).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
t0=$SECONDS
for dir in services/user services/catalogue services/cart services/order services/media gateway; do
  [[ -f "$root/$dir/src/main.ts" ]] || continue
  (cd "$root/$dir" && node "$root/deploy/build/bundle-service.mjs")
done
# The API types the frontends and e2e read, from contracts/openapi (contracts/scripts/generate-api-types.ts).
(cd "$root" && npm run generate-api-types --silent -w contracts)
# A frontend whose inputs (its sources, the shared UI and contracts, the lockfile, the build config
# and, for the shell, the remotes it reads) hash as at its last build is not built again: a second
# `make dev` resumes quickly. MM_FORCE_BUILD=1 builds all three anyway.
inputs_hash() { # app
  {
    git -C "$root" ls-files -co --exclude-standard -- "frontends/$1" frontends/shared contracts package-lock.json tsconfig.base.json \
      | grep -v '/test/' | sort | (cd "$root" && xargs -r sha256sum 2>/dev/null)
    echo "${MM_STOREFRONT_URL:-} ${MM_ADMIN_URL:-}"
    [[ "$1" != shell ]] || cat "$root"/frontends/{storefront,admin}/dist/.build-inputs 2>/dev/null
  } | sha256sum | cut -c1-32
}
# The remotes first: the shell reads their built manifests (scripts/covered-remote-css-plugin.mjs).
for app in storefront admin shell; do
  stamp="$root/frontends/$app/dist/.build-inputs" want="$(inputs_hash "$app")"
  if [[ -z "${MM_FORCE_BUILD:-}" && -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
    echo "[build] frontends/$app unchanged since its last build"
    continue
  fi
  echo "[build] frontends/$app"
  (cd "$root" && npm run build --silent -w "frontends/$app" >/dev/null)
  echo "$want" >"$stamp"
done
echo "[build] done in $((SECONDS - t0))s"
