#!/usr/bin/env bash
# Prints `export VAR=...` lines with the URLs services should use. Values already set in the environment win.
#   eval "$(deploy/infra/env.sh)"
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"

emit() { printf 'export %s=%q\n' "$1" "${!1:-$2}"; }
emit MONGO_URL "mongodb://$MM_HOST:$MONGO_PORT"
emit KAFKA_BROKERS "$MM_HOST:$KAFKA_PORT"
emit REDIS_URL "redis://$MM_HOST:$REDIS_PORT"
emit S3_ENDPOINT "http://$MM_HOST:$MINIO_PORT"
emit S3_ACCESS_KEY "$MM_S3_ACCESS_KEY_DEFAULT"
emit S3_SECRET_KEY "$MM_S3_SECRET_KEY_DEFAULT"
emit SMTP_URL "smtp://$MM_HOST:$SMTP_PORT"
emit MAIL_API_URL "http://$MM_HOST:$MAIL_API_PORT"
emit STRIPE_API_BASE "http://$MM_HOST:$STRIPE_HTTP_PORT"
