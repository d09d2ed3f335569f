#!/usr/bin/env bash
# Stops the servers our PID files name (SIGTERM, wait, SIGKILL), in reverse start order, and removes the PID files.
#   deploy/infra/down.sh [names...]      stop (data kept in $MM_DATA)
#   deploy/infra/down.sh --purge         stop everything and delete all local data (Kafka, Mongo, Redis, MinIO, mail)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"
. "$here/lib.sh"

purge=0; names=()
for a in "$@"; do
  case "$a" in
    --purge) purge=1 ;;
    *) [[ -f "$here/servers/$a.sh" ]] || die "unknown server '$a' (known: $MM_SERVERS)"; names+=("$a") ;;
  esac
done
((${#names[@]})) || read -ra names <<<"$MM_SERVERS"
((purge == 0 || $# == 1)) || die "--purge stops everything; give no server names with it"

mm_lock updown
for ((i = ${#names[@]} - 1; i >= 0; i--)); do
  n="${names[$i]}"
  (
    . "$here/servers/$n.sh"
    if our_pid "$n" "$SRV_MARKER" >/dev/null; then stop_pidfile "$n" "$SRV_MARKER" "$SRV_STOP_TIMEOUT"; rm -f "$MM_RUN/$n.mode"
    else
      [[ -f "$(pidfile "$n")" ]] && rm -f "$(pidfile "$n")" && log "$n: removed stale PID file"
      log "$n: not running"
    fi
  )
done
if ((purge)); then
  log "purging local data in $MM_DATA"
  rm -rf "${MM_DATA:?}/kafka" "${MM_DATA:?}/mongo" "${MM_DATA:?}/redis" "${MM_DATA:?}/minio" "${MM_DATA:?}/maildev"
fi
