#!/usr/bin/env bash
# Builds the Go-distributed servers and tools (MinIO, stripe-mock, k6, kustomize, kubeconform) into the shared
# cache with `go install`.
# Each binary is built once per pinned version; a marker file records which version a binary is.
#   deploy/infra/install-go-tools.sh [minio stripe-mock k6 kustomize kubeconform]
# (MailHog/Mailpit are not obtainable from the Go module proxy here; MailDev from npm replaces them.)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"
mkdir -p "$MM_BIN"

# One builder at a time: concurrent `go install` of the same module would only waste the 2 cores.
exec {lock_fd}>"$MM_BIN/.go-tools.lock"
flock -w 3600 "$lock_fd" || { echo "[infra] ERROR: timed out waiting for another Go tool build" >&2; exit 1; }

install_go_tool() { # name module
  local name="$1" module="$2" marker="$MM_BIN/.$1.version"
  if [[ -x "$MM_BIN/$name" && -f "$marker" && "$(cat "$marker")" == "$module" ]]; then return 0; fi
  command -v go >/dev/null || { echo "[infra] ERROR: go is required to build $name" >&2; exit 1; }
  echo "[infra] building $name from $module with go install (first run only; can take several minutes)"
  local tmp; tmp="$(mktemp -d)"
  GOBIN="$tmp" GOFLAGS=-mod=mod go install "$module"
  local built; built="$(ls "$tmp" | head -1)"
  mv "$tmp/$built" "$MM_BIN/$name"
  rm -rf "$tmp"
  echo "$module" > "$marker"
  echo "[infra] built $name"
}

want="${*:-minio stripe-mock k6 kustomize kubeconform}"
for t in $want; do
  case "$t" in
    minio) install_go_tool minio "$MINIO_MODULE" ;;
    stripe-mock) install_go_tool stripe-mock "$STRIPE_MOCK_MODULE" ;;
    k6) install_go_tool k6 "$K6_MODULE" ;;
    kustomize) install_go_tool kustomize "$KUSTOMIZE_MODULE" ;;
    kubeconform) install_go_tool kubeconform "$KUBECONFORM_MODULE" ;;
    *) echo "unknown tool $t (known: minio stripe-mock k6 kustomize kubeconform)" >&2; exit 2 ;;
  esac
done
