# MongoDB stand-in: mongo-java-server (in-memory, or H2 file when MONGO_PERSIST=1) via mongo-launcher/.
# shellcheck shell=bash
SRV_NAME=mongo
SRV_MARKER=mongo-launcher.jar
SRV_URL_VAR=MONGO_URL
SRV_PORT=$MONGO_PORT
SRV_START_TIMEOUT=60
SRV_STOP_TIMEOUT=20

MONGO_HOME="$MM_CACHE/mongo-launcher-$MONGO_JAVA_SERVER_VERSION"
MONGO_JAR="$MONGO_HOME/mongo-launcher.jar"

mongo_wanted_mode() { [[ "${MONGO_PERSIST:-0}" == 1 ]] && echo "persistent: $MM_DATA/mongo" || echo "in-memory; MONGO_PERSIST=1 keeps data"; }

# The running instance's mode (recorded at start), else the mode a start would use now.
srv_address() {
  local mode; mode="$(cat "$MM_RUN/mongo.mode" 2>/dev/null || mongo_wanted_mode)"
  echo "$MM_HOST:$MONGO_PORT ($mode)"
}

# Called by up.sh when our instance is already running.
srv_check_running() {
  local have want; have="$(cat "$MM_RUN/mongo.mode" 2>/dev/null || true)"; want="$(mongo_wanted_mode)"
  if [[ -n "$have" && "$have" != "$want" ]]; then
    warn "mongo: already running as ($have), not ($want); to switch: deploy/infra/down.sh mongo && MONGO_PERSIST=${MONGO_PERSIST:-0} deploy/infra/up.sh mongo"
  fi
}

# The pin is the library version plus a hash of the launcher sources, so editing the launcher rebuilds once.
mongo_pin() {
  echo "mongo-java-server:$MONGO_JAVA_SERVER_VERSION launcher:$(cd "$MM_INFRA/mongo-launcher" && find pom.xml src -type f -print0 | sort -z | xargs -0 cat | sha256sum | cut -c1-16)"
}

srv_install() {
  local pin; pin="$(mongo_pin)"
  [[ -f "$MONGO_JAR" ]] && marker_matches "$MONGO_HOME/.installed" "$pin" && return 0
  log "mongo: building mongo-java-server $MONGO_JAVA_SERVER_VERSION launcher (Maven Central) into $MONGO_HOME"
  local build="$MM_CACHE/build/mongo-launcher"
  rm -rf "$build"
  mvn_quiet mongo -f "$MM_INFRA/mongo-launcher/pom.xml" package \
    -Dmongo-java-server.version="$MONGO_JAVA_SERVER_VERSION" -Dmm.build.dir="$build"
  mkdir -p "$MONGO_HOME"
  mv "$build/mongo-launcher.jar" "$MONGO_JAR"
  rm -rf "$build"; rmdir "$MM_CACHE/build" 2>/dev/null || true
  echo "$pin" >"$MONGO_HOME/.installed"
}

srv_start() {
  local persist="${MONGO_PERSIST:-0}"
  mkdir -p "$MM_DATA/mongo"
  local heap; read -ra heap <<<"$MONGO_HEAP_OPTS"
  mongo_wanted_mode >"$MM_RUN/mongo.mode"
  MONGO_HOST="$MM_HOST" MONGO_PORT="$MONGO_PORT" MONGO_PERSIST="$persist" MONGO_DATA_FILE="$MM_DATA/mongo/minutemart.mv" \
    MONGO_WIRE_VERSION="$MONGO_WIRE_VERSION" \
    start_bg mongo java "${heap[@]}" -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError \
    -Dorg.slf4j.simpleLogger.defaultLogLevel=warn -Dorg.slf4j.simpleLogger.showDateTime=true \
    -jar "$MONGO_JAR"
}

srv_health_at() { node "$MM_INFRA/lib/probe.mjs" mongo "$1" "$2"; }
