#!/usr/bin/env bash
# Exercises every running infra server end to end (or the ones named): deploy/infra/verify.sh [names...]
# Uses the env URLs when set (deploy/infra/env.sh defaults otherwise). Leaves no test data behind.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/versions.sh"
. "$here/lib.sh"
eval "$(bash "$here/env.sh")"

names=("$@")
((${#names[@]})) || read -ra names <<<"$MM_SERVERS"
failed=()
ok() { echo "[verify] ok   $*"; }
fail() { echo "[verify] FAIL $*" >&2; return 1; }

verify_kafka() {
  echo "[verify] kafka: topics on $KAFKA_BROKERS"
  bash "$here/kafka.sh" topics | sed 's/^/    /'
  (cd "$MM_ROOT" && node_modules/.bin/tsx deploy/infra/verify/kafka-check.ts)
}

verify_mongo() {
  # mongoose from the workspace when a service has added it, else a pinned copy in the cache.
  local node_path=""
  if ! (cd "$here/verify" && node -e "require.resolve('mongoose')" 2>/dev/null); then
    local dir="$MM_CACHE/tools/verify-mongoose-9.12.1"
    if [[ ! -d "$dir/node_modules/mongoose" ]]; then
      log "verify: installing mongoose@9.12.1 into $dir for the check"
      mkdir -p "$dir" && (cd "$dir" && npm install --prefix "$dir" --no-save --no-fund --no-audit --silent mongoose@9.12.1)
    fi
    node_path="$dir/node_modules"
  fi
  (cd "$here/verify" && NODE_PATH="$node_path" node mongo-check.cjs)
}

verify_redis() {
  local h p key="mm:infra:verify:$$"
  read -r h p <<<"$(url_hostport "$REDIS_URL" 6379)"
  [[ "$(redis-cli -h "$h" -p "$p" PING)" == PONG ]] || fail "redis PING on $h:$p" || return 1
  ok "redis PING on $h:$p"
  redis-cli -h "$h" -p "$p" SET "$key" hello EX 30 >/dev/null
  [[ "$(redis-cli -h "$h" -p "$p" GET "$key")" == hello ]] || fail "redis SET/GET" || return 1
  redis-cli -h "$h" -p "$p" DEL "$key" >/dev/null
  ok "redis SET/GET with TTL"
  ok "redis $(redis-cli -h "$h" -p "$p" INFO server | grep -m1 redis_version | tr -d '\r'), maxmemory-policy $(redis-cli -h "$h" -p "$p" CONFIG GET maxmemory-policy | tail -1)"
}

verify_minio() {
  local s3="${S3_ENDPOINT%/}" bucket="mm-infra-verify-$$" body="hello s3 $$"
  local auth=(--aws-sigv4 "aws:amz:us-east-1:s3" --user "$S3_ACCESS_KEY:$S3_SECRET_KEY")
  curl -fsS -o /dev/null "$s3/minio/health/live" || fail "minio health on $s3" || return 1
  ok "minio /minio/health/live on $s3"
  curl -fsS -o /dev/null -X PUT "${auth[@]}" "$s3/$bucket" || fail "S3 create bucket" || return 1
  ok "S3 create bucket $bucket"
  # curl signs uploads only with an explicit payload hash.
  curl -fsS -o /dev/null -X PUT "${auth[@]}" -H "x-amz-content-sha256: $(printf %s "$body" | sha256sum | cut -d' ' -f1)" \
    --data-binary "$body" "$s3/$bucket/hello.txt" || fail "S3 put object" || return 1
  [[ "$(curl -fsS "${auth[@]}" "$s3/$bucket/hello.txt")" == "$body" ]] || fail "S3 get object" || return 1
  ok "S3 put + get object (SigV4, path-style)"
  curl -fsS -o /dev/null -X DELETE "${auth[@]}" "$s3/$bucket/hello.txt" && curl -fsS -o /dev/null -X DELETE "${auth[@]}" "$s3/$bucket" \
    || fail "S3 delete object/bucket" || return 1
  ok "S3 delete object + bucket"
}

verify_maildev() {
  local subject="mm-infra-verify-$$-$RANDOM" api="${MAIL_API_URL%/}" smtp="${SMTP_URL%/}" id="" i
  printf 'From: shop@minutemart.test\r\nTo: shopper@minutemart.test\r\nSubject: %s\r\n\r\nYour order is on its way.\r\n' "$subject" |
    curl -fsS "$smtp" --mail-from shop@minutemart.test --mail-rcpt shopper@minutemart.test -T - || fail "SMTP send to $smtp" || return 1
  ok "SMTP send to $smtp"
  for i in $(seq 1 20); do
    id="$(curl -fsS "$api/email" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const m=JSON.parse(s).find(e=>e.subject===process.argv[1]);process.stdout.write(m?m.id:'')})" "$subject")"
    [[ -n "$id" ]] && break
    sleep 0.25
  done
  [[ -n "$id" ]] || fail "mail with subject $subject not found via $api/email" || return 1
  ok "mail read back via GET $api/email (id $id)"
  curl -fsS -o /dev/null -X DELETE "$api/email/$id" || fail "DELETE $api/email/$id" || return 1
  ok "mail deleted via DELETE $api/email/$id (DELETE $api/email/all clears the inbox)"
}

verify_stripe-mock() {
  local base="${STRIPE_API_BASE%/}" out
  out="$(curl -fsS -u sk_test_123: "$base/v1/customers")" && grep -q '"object": *"list"' <<<"$out" \
    || fail "stripe-mock GET $base/v1/customers" || return 1
  ok "stripe-mock GET $base/v1/customers"
  out="$(curl -fsS -u sk_test_123: "$base/v1/payment_intents" -d amount=1999 -d currency=eur)" && grep -q '"object": *"payment_intent"' <<<"$out" \
    || fail "stripe-mock POST /v1/payment_intents" || return 1
  ok "stripe-mock POST /v1/payment_intents"
}

for n in "${names[@]}"; do
  echo "[verify] ---- $n"
  if ! (set -e; "verify_$n"); then failed+=("$n"); echo "[verify] FAIL $n" >&2; fi
done
if ((${#failed[@]})); then echo "[verify] failed: ${failed[*]}" >&2; exit 1; fi
echo "[verify] all checks passed: ${names[*]}"
