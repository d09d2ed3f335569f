# Kafka (KRaft, single broker+controller) from Maven Central jars. Sourced by up.sh/down.sh/status.sh.
# shellcheck shell=bash
SRV_NAME=kafka
SRV_MARKER=kafka.Kafka
SRV_URL_VAR=KAFKA_BROKERS
SRV_PORT=$KAFKA_PORT
SRV_START_TIMEOUT=120
SRV_STOP_TIMEOUT=45

KAFKA_HOME="$MM_CACHE/kafka-$KAFKA_VERSION"
KAFKA_DATA="$MM_DATA/kafka"
KAFKA_CONF="$MM_RUN/kafka"

srv_address() { echo "$MM_HOST:$KAFKA_PORT (controller $MM_HOST:$KAFKA_CONTROLLER_PORT)"; }

srv_install() {
  local pin="kafka_$KAFKA_SCALA:$KAFKA_VERSION reload4j:$KAFKA_RELOAD4J_VERSION slf4j-reload4j:$KAFKA_SLF4J_VERSION"
  marker_matches "$KAFKA_HOME/.installed" "$pin" && return 0
  log "kafka: fetching Kafka $KAFKA_VERSION (Scala $KAFKA_SCALA) jars from Maven Central into $KAFKA_HOME/libs"
  local tmp="$KAFKA_HOME/libs.tmp"
  rm -rf "$tmp"; mkdir -p "$tmp"
  mvn_quiet kafka -f "$MM_INFRA/kafka/pom.xml" dependency:copy-dependencies \
    -Dkafka.version="$KAFKA_VERSION" -Dkafka.scala="$KAFKA_SCALA" \
    -Dreload4j.version="$KAFKA_RELOAD4J_VERSION" -Dslf4j.version="$KAFKA_SLF4J_VERSION" \
    -DincludeScope=runtime -DoutputDirectory="$tmp"
  ls "$tmp"/kafka_"$KAFKA_SCALA"-"$KAFKA_VERSION".jar >/dev/null || die "kafka: broker jar missing after download"
  rm -rf "$KAFKA_HOME/libs"; mv "$tmp" "$KAFKA_HOME/libs"
  echo "$pin" >"$KAFKA_HOME/.installed"
  log "kafka: installed $(ls "$KAFKA_HOME/libs" | wc -l) jars"
}

# Fills KAFKA_CMD with the JVM command line (heap options as argument 1) up to the main class.
kafka_cmd() { # heap-opts main-class
  local heap; read -ra heap <<<"$1"
  KAFKA_CMD=(java "${heap[@]}" -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true
    -Dlog4j.configuration="file:$MM_INFRA/kafka/log4j.properties" -Dkafka.logs.dir="$MM_RUN"
    -cp "$KAFKA_HOME/libs/*" "$2")
}

srv_start() {
  mkdir -p "$KAFKA_CONF" "$KAFKA_DATA"
  sed -e "s|@HOST@|$MM_HOST|g" -e "s|@PORT@|$KAFKA_PORT|g" -e "s|@CONTROLLER_PORT@|$KAFKA_CONTROLLER_PORT|g" \
    -e "s|@LOG_DIR@|$KAFKA_DATA|g" "$MM_INFRA/kafka/server.properties.in" >"$KAFKA_CONF/server.properties"
  if [[ ! -f "$KAFKA_DATA/meta.properties" ]]; then
    local cluster_id
    kafka_cmd "-Xmx128m" kafka.tools.StorageTool
    cluster_id="$("${KAFKA_CMD[@]}" random-uuid 2>>"$(logfile kafka)" | tail -1)"
    log "kafka: formatting storage $KAFKA_DATA (cluster id $cluster_id)"
    "${KAFKA_CMD[@]}" format -t "$cluster_id" \
      -c "$KAFKA_CONF/server.properties" --ignore-formatted >>"$(logfile kafka)" 2>&1 \
      || { tail -20 "$(logfile kafka)" >&2; die "kafka: storage format failed"; }
  fi
  kafka_cmd "$KAFKA_HEAP_OPTS" kafka.Kafka
  start_bg kafka "${KAFKA_CMD[@]}" "$KAFKA_CONF/server.properties"
}

# Health: the port answers and a Metadata request lists at least one broker.
srv_health_at() { node "$MM_INFRA/lib/probe.mjs" kafka "$1" "$2"; }

# After Kafka is healthy (ours or external): create the contract topics (idempotent).
srv_post_start() {
  local brokers="${KAFKA_BROKERS:-$MM_HOST:$KAFKA_PORT}"
  if [[ ! -d "$MM_ROOT/node_modules/kafkajs" || ! -d "$MM_ROOT/node_modules/tsx" ]]; then
    die "kafka: cannot create topics: workspace dependencies missing (run 'npm ci' in $MM_ROOT, then 'make infra-up' again)"
  fi
  log "kafka: ensuring contract topics on $brokers"
  (cd "$MM_ROOT" && KAFKA_BROKERS="$brokers" node_modules/.bin/tsx deploy/infra/create-topics.ts) \
    || die "kafka: topic creation failed"
}
