# Redis: Debian's redis-server, foreground, our own PID file.
# shellcheck shell=bash
SRV_NAME=redis
SRV_MARKER=redis-server
SRV_URL_VAR=REDIS_URL
SRV_PORT=$REDIS_PORT
SRV_START_TIMEOUT=20
SRV_STOP_TIMEOUT=20

srv_address() { echo "$MM_HOST:$REDIS_PORT (data $MM_DATA/redis)"; }

srv_install() {
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null && return 0
  log "redis: redis-server missing, installing Debian packages"
  bash "$MM_INFRA/install-system.sh"
}

srv_start() {
  mkdir -p "$MM_DATA/redis"
  # noeviction: BullMQ requires it. RDB snapshots keep data across restarts; SIGTERM saves one.
  start_bg redis redis-server --bind "$MM_HOST" --port "$REDIS_PORT" --daemonize no --supervised no \
    --dir "$MM_DATA/redis" --dbfilename dump.rdb --save "300 1 60 1000" --appendonly no \
    --logfile "" --protected-mode yes --maxmemory 512mb --maxmemory-policy noeviction
}

srv_health_at() { [[ "$(redis-cli -h "$1" -p "$2" PING 2>/dev/null)" == PONG ]]; }
