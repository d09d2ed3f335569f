# stripe-mock: Stripe API stub (HTTP 12111, HTTPS 12112), built from the Go module proxy.
# shellcheck shell=bash
SRV_NAME=stripe-mock
SRV_MARKER="$MM_BIN/stripe-mock"
SRV_URL_VAR=STRIPE_API_BASE
SRV_PORT=$STRIPE_HTTP_PORT
SRV_START_TIMEOUT=30
SRV_STOP_TIMEOUT=10

srv_address() { echo "http://$MM_HOST:$STRIPE_HTTP_PORT (https $MM_HOST:$STRIPE_HTTPS_PORT)"; }

srv_install() { bash "$MM_INFRA/install-go-tools.sh" stripe-mock; }

srv_start() {
  start_bg stripe-mock "$MM_BIN/stripe-mock" -http-addr "$MM_HOST:$STRIPE_HTTP_PORT" -https-addr "$MM_HOST:$STRIPE_HTTPS_PORT"
}

srv_health_at() { http_ok "http://$1:$2/v1/customers" -H "Authorization: Bearer sk_test_123"; }
