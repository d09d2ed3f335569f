# MinIO (S3 API) built from the Go module proxy by install-go-tools.sh.
# shellcheck shell=bash
SRV_NAME=minio
SRV_MARKER="$MM_BIN/minio"
SRV_URL_VAR=S3_ENDPOINT
SRV_PORT=$MINIO_PORT
SRV_START_TIMEOUT=60
SRV_STOP_TIMEOUT=20

srv_address() { echo "http://$MM_HOST:$MINIO_PORT (console http://$MM_HOST:$MINIO_CONSOLE_PORT, data $MM_DATA/minio)"; }

srv_install() { bash "$MM_INFRA/install-go-tools.sh" minio; }

srv_start() {
  mkdir -p "$MM_DATA/minio"
  MINIO_ROOT_USER="${S3_ACCESS_KEY:-$MM_S3_ACCESS_KEY_DEFAULT}" MINIO_ROOT_PASSWORD="${S3_SECRET_KEY:-$MM_S3_SECRET_KEY_DEFAULT}" \
    MINIO_UPDATE=off MINIO_CI_CD=1 MINIO_BROWSER=on \
    start_bg minio "$MM_BIN/minio" server --anonymous \
    --address "$MM_HOST:$MINIO_PORT" --console-address "$MM_HOST:$MINIO_CONSOLE_PORT" "$MM_DATA/minio"
}

srv_health_at() { http_ok "http://$1:$2/minio/health/live"; }
