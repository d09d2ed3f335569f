# MailDev (npm): SMTP sink on 1025, web UI + REST API (GET /email, DELETE /email/all) on 8025.
# Stands in for Mailpit/MailHog, which cannot be built from the Go module proxy here.
# shellcheck shell=bash
SRV_NAME=maildev
SRV_MARKER="maildev-$MAILDEV_VERSION"
SRV_URL_VAR=SMTP_URL
SRV_PORT=$SMTP_PORT
SRV_START_TIMEOUT=30
SRV_STOP_TIMEOUT=10

MAILDEV_HOME="$MM_CACHE/maildev-$MAILDEV_VERSION"

srv_address() { echo "smtp://$MM_HOST:$SMTP_PORT, API/UI http://$MM_HOST:$MAIL_API_PORT"; }

srv_install() {
  [[ -f "$MAILDEV_HOME/node_modules/maildev/bin/maildev" ]] && marker_matches "$MAILDEV_HOME/.installed" "maildev@$MAILDEV_VERSION" && return 0
  log "maildev: installing maildev@$MAILDEV_VERSION from npm into $MAILDEV_HOME"
  mkdir -p "$MAILDEV_HOME"
  (cd "$MAILDEV_HOME" && npm install --prefix "$MAILDEV_HOME" --no-save --no-fund --no-audit --silent "maildev@$MAILDEV_VERSION")
  echo "maildev@$MAILDEV_VERSION" >"$MAILDEV_HOME/.installed"
}

srv_start() {
  mkdir -p "$MM_DATA/maildev"
  start_bg maildev node "$MAILDEV_HOME/node_modules/maildev/bin/maildev" \
    --ip "$MM_HOST" --smtp "$SMTP_PORT" --web-ip "$MM_HOST" --web "$MAIL_API_PORT" \
    --mail-directory "$MM_DATA/maildev"
}

# SMTP port answers; for our own instance (or when MAIL_API_URL is set) the REST API must list mail too.
srv_health_at() {
  port_open "$1" "$2" || return 1
  if [[ -n "${MAIL_API_URL:-}" ]]; then http_ok "${MAIL_API_URL%/}/email"
  elif is_our_address "$1" "$2" "$SMTP_PORT"; then http_ok "http://$MM_HOST:$MAIL_API_PORT/email"; fi
}
