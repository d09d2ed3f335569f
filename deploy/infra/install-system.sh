#!/usr/bin/env bash
# Installs the Debian packages the local infrastructure and browser tests need, only when missing.
# apt-get update runs only if something has to be installed.
set -euo pipefail
want=(redis-server redis-tools chromium fonts-noto-core)
missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  echo "[infra] system packages present: ${want[*]}"
  exit 0
fi
SUDO=(); ((EUID == 0)) || SUDO=(sudo)
echo "[infra] installing Debian packages: ${missing[*]} (apt-get update first)"
"${SUDO[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
# Debian starts its own redis-server service on install; ours runs from up.sh on the same port.
if ((${#missing[@]})) && [[ " ${missing[*]} " == *" redis-server "* ]] && command -v systemctl >/dev/null && systemctl is-active -q redis-server 2>/dev/null; then
  echo "[infra] stopping and disabling Debian's redis-server service (up.sh runs its own on 127.0.0.1:6379)"
  "${SUDO[@]}" systemctl disable --now redis-server || true
fi
echo "[infra] system packages installed: ${missing[*]}"
