#!/usr/bin/env bash
# `make build S=<name>`: the deployable artefact of one workspace, at its own version.
#   service or gateway -> <dir>/dist/ (esbuild bundle + build-info.json); its image is
#                         deploy/docker/service.Dockerfile (gateway/Dockerfile for the gateway)
#   shell or remote    -> frontends/<name>/dist/ (Rspack production build + build-info.json); its image
#                         is deploy/docker/frontend.Dockerfile
# With IMAGE=1 and a Docker engine on PATH, the image is built too, tagged minutemart/<name>:<version>.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
name="${1:?usage: build-one.sh <workspace>}"
[[ -d node_modules/tsx ]] || bash deploy/dev/install.sh
read -r dir kind version pkg <<<"$(node --import tsx deploy/workspaces/cli.ts info "$name")"
name="$(basename "$dir")"
t0=$SECONDS
case "$kind" in
  service | gateway)
    (cd "$dir" && node "$root/deploy/build/bundle-service.mjs")
    if [[ "$kind" == service ]]; then
      dockerfile=deploy/docker/service.Dockerfile
      port="$(grep -oE "(^| )$name:[^: ]+:[0-9]+" deploy/dev/services.sh | head -1 | cut -d: -f3)"
      image_args=(--build-arg "SERVICE=$name" --build-arg "PORT=$port" --build-arg "VERSION=$version")
    else
      dockerfile=gateway/Dockerfile; image_args=(--build-arg "VERSION=$version")
    fi ;;
  shell | remote)
    npm run build --silent -w "$dir" >/dev/null
    node -e '
      const [dir, pkg, version] = process.argv.slice(1);
      const git = (a) => { try { return require("child_process").execFileSync("git", a, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim(); } catch { return null; } };
      require("fs").writeFileSync(`${dir}/dist/build-info.json`, JSON.stringify({ name: pkg, version, commit: git(["rev-parse", "HEAD"]), builtAt: new Date().toISOString() }, null, 2) + "\n");
    ' "$dir" "$pkg" "$version"
    dockerfile=deploy/docker/frontend.Dockerfile
    image_args=(--build-arg "APP=$name" --build-arg "VERSION=$version") ;;
  *)
    echo "[build] $name is a $kind: nothing deploys on its own (it is compiled into the bundles that use it)" >&2
    exit 2 ;;
esac
echo "[build] $pkg $version -> $dir/dist/ in $((SECONDS - t0))s"
image="minutemart/$name:$version"
if [[ "${IMAGE:-0}" == 1 ]]; then
  command -v docker >/dev/null || { echo "[build] IMAGE=1 needs a Docker engine (docker not found)" >&2; exit 1; }
  docker build -f "$dockerfile" "${image_args[@]}" -t "$image" .
else
  echo "[build] image: docker build -f $dockerfile ${image_args[*]} -t $image .   (or IMAGE=1 make build S=$name)"
fi
