#!/usr/bin/env bash
# Installs everything the local infrastructure needs into the cache, without starting anything.
# Idempotent: each piece is installed once per pin in versions.sh. A cold run takes minutes (Go builds).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"
. "$here/lib.sh"
mm_lock install
t0=$SECONDS
log "install: system packages"
bash "$here/install-system.sh"
log "install: Go tools (minio, stripe-mock, k6, kustomize, kubeconform)"
bash "$here/install-go-tools.sh" minio stripe-mock k6 kustomize kubeconform
log "install: Kubernetes JSON schemas for deploy/k8s (offline validation)"
bash "$here/install-k8s-schemas.sh" >/dev/null
for n in kafka mongo maildev; do
  ( . "$here/servers/$n.sh"; srv_install )
done
log "install: done in $((SECONDS - t0))s; cache $MM_CACHE ($(du -sh "$MM_CACHE" 2>/dev/null | cut -f1))"
