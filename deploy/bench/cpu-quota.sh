#!/usr/bin/env bash
# Limits a running stack to a CPU quota, so a fast host measures like an ordinary one (cgroup v1 `cpu`
# controller, root). The load generator stays outside the quota. Scale it by the CPU index:
# cores = 2 × target index / host index (e.g. 1.2 cores for an index of 2,500 to stand for 1,500).
#   deploy/bench/cpu-quota.sh on <cores> <run dir>...   every process a PID file in those dirs names, and its children
#   deploy/bench/cpu-quota.sh off                       everything back, the group removed
# A 10 ms period keeps each throttled stall short; `cat $CG/cpu.stat` shows how often the quota bit.
set -euo pipefail
CG=/sys/fs/cgroup/cpu/minutemart-bench
case "${1:-}" in
  on)
    cores="$2"; shift 2
    mkdir -p "$CG"
    echo 10000 >"$CG/cpu.cfs_period_us"
    awk -v c="$cores" 'BEGIN { printf "%d\n", c * 10000 }' >"$CG/cpu.cfs_quota_us"
    for dir in "$@"; do
      for f in "$dir"/*.pid; do
        pid="$(cat "$f")"
        for p in "$pid" $(pgrep -P "$pid" || true); do echo "$p" >"$CG/cgroup.procs" 2>/dev/null || true; done
      done
    done
    echo "[bench] $(wc -l <"$CG/cgroup.procs") processes limited to $cores cores ($CG)"
    ;;
  off)
    [[ -d "$CG" ]] || exit 0
    for p in $(cat "$CG/cgroup.procs"); do echo "$p" >/sys/fs/cgroup/cpu/cgroup.procs 2>/dev/null || true; done
    rmdir "$CG"
    echo "[bench] CPU quota removed"
    ;;
  *) echo "usage: $0 on <cores> <run dir>... | off" >&2; exit 2 ;;
esac
