# Benchmarks (k6, pinned in deploy/infra/versions.sh). Included by the Makefile; docs/benchmarks.md.
.PHONY: bench bench-gateway bench-gateway-stop

bench: ## k6: catalogue reads through the gateway (BASE_URL, RATE=50/s, DURATION=20s per endpoint); checks the rate limit first
	@BASE_URL="$(BASE_URL)" RATE="$(RATE)" DURATION="$(DURATION)" bash deploy/bench/run.sh

bench-gateway: ## Start a private gateway for benchmarks on :18099 (no rate limit to trip; the shared :8080 stays as it is)
	@bash deploy/bench/gateway.sh start

bench-gateway-stop: ## Stop the private benchmark gateway
	@bash deploy/bench/gateway.sh stop
