# shellcheck shell=bash
# Pinned versions, ports and paths of every local infrastructure server. Sourced by the other scripts.
# Changing a pin here is the only way to upgrade; installers never pick "latest".
export MM_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/minutemart"
export MM_BIN="$MM_CACHE/bin"
export MM_RUN="${MM_RUN_DIR:-$MM_CACHE/run}"
export MM_DATA="${MM_DATA_DIR:-$MM_CACHE/data}"

KAFKA_VERSION=3.9.1
KAFKA_SCALA=2.13
# Logging backend for the broker (not transitive from kafka_2.13).
KAFKA_RELOAD4J_VERSION=1.2.25
KAFKA_SLF4J_VERSION=1.7.36
# Latest 1.x on Maven Central when pinned (checked with versions-maven-plugin).
MONGO_JAVA_SERVER_VERSION=1.47.0
# The Node driver 7 (mongoose 9) refuses servers below wire version 9 (MongoDB 4.4).
MONGO_WIRE_VERSION=9
# MinIO publishes no module tags: pin a pseudo-version of its main branch.
MINIO_MODULE=github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c
# Mailpit and MailHog cannot be built from the Go module proxy here (403 on their modules); MailDev (npm) is the SMTP sink: SMTP 1025, HTTP API 8025.
MAILDEV_VERSION=2.2.1
# `make lighthouse` (deploy/bench/lighthouse.sh): Lighthouse 13 needs Node 22; 12.8.x runs on Node 20. It drives the
# system Chromium (CHROME_PATH=/usr/bin/chromium); puppeteer-core and chrome-launcher never download a browser.
LIGHTHOUSE_VERSION=12.8.2
STRIPE_MOCK_MODULE=github.com/stripe/stripe-mock@v0.203.0
K6_MODULE=go.k6.io/k6@v1.8.1
# deploy/k8s: kustomize renders the overlays, kubeconform validates them offline against JSON Schemas
# made from the OpenAPI document the Kubernetes module ships (deploy/infra/install-k8s-schemas.sh).
# kustomize v5.8.3 needs Go 1.27; v5.8.2 builds with Go 1.26.
KUSTOMIZE_MODULE=sigs.k8s.io/kustomize/kustomize/v5@v5.8.2
KUBECONFORM_MODULE=github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0
K8S_SCHEMA_MODULE=k8s.io/kubernetes@v1.34.4

# Everything binds to loopback only.
MM_HOST=127.0.0.1
# A test that stops its broker runs a private one on other ports (deploy/test/platform/private-kafka.ts).
KAFKA_PORT="${MM_KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${MM_KAFKA_CONTROLLER_PORT:-9093}"
# A test that restarts the stand-in the way `make dev` runs it uses a private one (deploy/test/mongo-stand-in-dev-path.test.ts).
MONGO_PORT="${MM_MONGO_PORT:-27017}"
REDIS_PORT=6379
MINIO_PORT=9000
MINIO_CONSOLE_PORT=9001
SMTP_PORT=1025
MAIL_API_PORT=8025
STRIPE_HTTP_PORT=12111
STRIPE_HTTPS_PORT=12112

# Dev credentials (not secrets: local only).
MM_S3_ACCESS_KEY_DEFAULT=minutemart
MM_S3_SECRET_KEY_DEFAULT=minutemart-secret

# JVM heaps: keep the whole stack small on a 2-core / 24 GB machine. Kafka's is fixed at 512 MB: grown
# from 128 MB, G1 kept a young generation of a few MB and paused every second or two under the order
# benchmark, and every saga hop in flight waited for each pause.
KAFKA_HEAP_OPTS="${KAFKA_HEAP_OPTS:--Xms512m -Xmx512m}"
# The Mongo stand-in keeps every database in its heap: a full `make test` (a seeded catalogue of 5,400
# products with per-store stock, hundreds of orders) next to a dev stack outgrew 512 MB and died of
# OutOfMemoryError mid-run. It starts at 512 MB and collects with G1 (servers/mongo.sh): with the
# serial collector from 64 MB it paused for every few MB of requests, and stopped the world for each full
# collection as the data grew.
MONGO_HEAP_OPTS="${MONGO_HEAP_OPTS:--Xms512m -Xmx3g}"

# Start order (down.sh stops in reverse).
MM_SERVERS="redis mongo kafka minio maildev stripe-mock"
