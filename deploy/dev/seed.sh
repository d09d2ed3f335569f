#!/usr/bin/env bash
# Seeds the dev admin and the catalogue into the stack described by the environment (idempotent).
# The catalogue seed logs in as that admin and uploads its generated images through the media service.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
eval "$(deploy/infra/env.sh)"
OFFSET="${MM_PORT_OFFSET:-0}"
SUFFIX="${MM_DB_SUFFIX:-}"
export USER_SERVICE_URL="http://127.0.0.1:$((4001 + OFFSET))" MEDIA_SERVICE_URL="http://127.0.0.1:$((4005 + OFFSET))"
export NODE_ENV="${NODE_ENV:-development}" LOG_LEVEL="${LOG_LEVEL:-warn}" LOG_FORMAT=json
echo "[seed] admin ${SEED_ADMIN_EMAIL:-admin@minutemart.test}"
MONGO_DB="minutemart_user$SUFFIX" node --import tsx services/user/src/seed-admin.ts
echo "[seed] catalogue"
MONGO_DB="minutemart_catalogue$SUFFIX" node --import tsx services/catalogue/src/seed/run.ts
# The replicas fed by the seed's events (the catalogue's search and lists, the order service's prices)
# catch up after it: the stack is ready once they have.
node --import tsx deploy/dev/wait-for-seed.ts
