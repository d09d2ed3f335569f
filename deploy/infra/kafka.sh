#!/usr/bin/env bash
# Kafka on its own (the platform test stops and restarts it; data and topics survive):
#   deploy/infra/kafka.sh start|stop|restart|status|topics
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"

case "${1:-}" in
  start) exec bash "$here/up.sh" kafka ;;
  stop) exec bash "$here/down.sh" kafka ;;
  restart) bash "$here/down.sh" kafka && exec bash "$here/up.sh" kafka ;;
  status) exec bash "$here/status.sh" --check kafka ;;
  topics)
    brokers="${KAFKA_BROKERS:-$MM_HOST:$KAFKA_PORT}"; first="${brokers%%,*}"
    exec node "$here/lib/probe.mjs" kafka "${first%:*}" "${first##*:}" --topics ;;
  *) echo "usage: $0 start|stop|restart|status|topics" >&2; exit 2 ;;
esac
