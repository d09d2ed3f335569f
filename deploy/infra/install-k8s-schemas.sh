#!/usr/bin/env bash
# The Kubernetes JSON Schemas kubeconform validates deploy/k8s against, with no network at test time:
# the OpenAPI document shipped inside the Kubernetes Go module (K8S_SCHEMA_MODULE, fetched with
# `go mod download` like any module, ~18 MB) converted by k8s-schemas.mjs into
# $MM_CACHE/k8s-schemas/<version>-standalone-strict/. Once per pin; prints that folder.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"
version="${K8S_SCHEMA_MODULE##*@}"
out="$MM_CACHE/k8s-schemas/${version}-standalone-strict"
marker="$out/.installed"
if [[ -f "$marker" && "$(cat "$marker")" == "$K8S_SCHEMA_MODULE" ]]; then echo "$out"; exit 0; fi
command -v go >/dev/null || { echo "[infra] ERROR: go is required to fetch $K8S_SCHEMA_MODULE" >&2; exit 1; }
mkdir -p "$MM_CACHE/k8s-schemas"
exec {lock_fd}>"$MM_CACHE/k8s-schemas/.lock"
flock -w 600 "$lock_fd"
if [[ -f "$marker" && "$(cat "$marker")" == "$K8S_SCHEMA_MODULE" ]]; then echo "$out"; exit 0; fi
echo "[infra] fetching $K8S_SCHEMA_MODULE (its api/openapi-spec) with go mod download" >&2
# Outside any Go module, so nothing is added to a go.mod.
scratch="$(mktemp -d)"; trap 'rm -rf "$scratch"' EXIT
dir="$(cd "$scratch" && GOFLAGS=-mod=mod go mod download -json "$K8S_SCHEMA_MODULE" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);if(j.Error){console.error(j.Error);process.exit(1)}console.log(j.Dir)})')"
rm -rf "$out.tmp"
node "$here/k8s-schemas.mjs" "$dir/api/openapi-spec/swagger.json" "$out.tmp" >&2
rm -rf "$out"; mv "$out.tmp" "$out"
echo "$K8S_SCHEMA_MODULE" >"$marker"
echo "$out"
