#!/usr/bin/env bash
# Shows each server: who runs it (ours / external / foreign / stopped), its address and whether it is healthy.
#   deploy/infra/status.sh [--check] [names...]    --check: exit 1 unless every listed server is healthy
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"
. "$here/lib.sh"

check=0; names=()
for a in "$@"; do
  case "$a" in
    --check) check=1 ;;
    *) [[ -f "$here/servers/$a.sh" ]] || die "unknown server '$a' (known: $MM_SERVERS)"; names+=("$a") ;;
  esac
done
((${#names[@]})) || read -ra names <<<"$MM_SERVERS"

bad=0
printf '%-12s %-9s %-8s %-8s %s\n' SERVER STATE PID HEALTH ADDRESS
for n in "${names[@]}"; do
  (
    . "$here/servers/$n.sh"
    url="${!SRV_URL_VAR:-}"; h="$MM_HOST"; p="$SRV_PORT"; state=stopped; pid=-; addr="$(srv_address)"
    if [[ -n "$url" ]]; then read -r h p <<<"$(url_hostport "$url" "$SRV_PORT")"; fi
    if [[ -n "$url" ]] && ! is_our_address "$h" "$p" "$SRV_PORT"; then
      state=external; addr="$SRV_URL_VAR=$url"
    elif pid="$(our_pid "$n" "$SRV_MARKER")"; then state=ours
    else pid=-; port_open "$h" "$p" && state=foreign; fi
    health=down
    [[ "$state" != stopped ]] && srv_health_at "$h" "$p" >/dev/null 2>&1 && health=ok
    printf '%-12s %-9s %-8s %-8s %s\n' "$n" "$state" "$pid" "$health" "$addr"
    [[ "$health" == ok ]]
  ) || bad=1
done
if [[ " ${names[*]} " == *" kafka "* ]] && bash "$here/kafka.sh" topics >/dev/null 2>&1; then
  n_topics="$(bash "$here/kafka.sh" topics 2>/dev/null | wc -l)"
  echo "kafka topics: ${n_topics:-0} (list: deploy/infra/kafka.sh topics)"
fi
echo "logs and PID files: $MM_RUN   data: $MM_DATA"
((check == 0 || bad == 0))
