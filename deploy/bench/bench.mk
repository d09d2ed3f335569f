# Benchmarks (k6, pinned in deploy/infra/versions.sh). Included by the Makefile; docs/benchmarks.md.
.PHONY: bench bench-search bench-orders bench-quote bench-original bench-gateway bench-gateway-stop lighthouse

bench: ## k6: catalogue reads through the gateway (BASE_URL, RATE=50/s, DURATION=20s per endpoint); checks the rate limit first
	@BASE_URL="$(BASE_URL)" RATE="$(RATE)" DURATION="$(DURATION)" bash deploy/bench/run.sh

bench-search: ## k6: search, suggest, home rows, listing at VUS=50 closed-loop users each (BASE_URL, DURATION=20s, SCENARIOS)
	@BASE_URL="$(BASE_URL)" VUS="$(VUS)" DURATION="$(DURATION)" SCENARIOS="$(SCENARIOS)" bash deploy/bench/search-listing.sh

bench-orders: ## k6: browse → cart → COD checkout journey at VUS_LIST="20 50" shoppers (DURATION=30s); placed→confirmed latency
	@VUS_LIST="$(VUS_LIST)" DURATION="$(DURATION)" bash deploy/bench/order-journey.sh

bench-quote: ## k6: POST /api/order/quote at VUS_LIST="50" users (THINK_S=0 closed loop, DURATION=30s, BASE_URL, PINCODE, COUPON); budget p95 <= 20 ms
	@VUS_LIST="$(VUS_LIST)" DURATION="$(DURATION)" THINK_S="$(THINK_S)" BASE_URL="$(BASE_URL)" PINCODE="$(PINCODE)" COUPON="$(COUPON)" bash deploy/bench/quote.sh

bench-original: ## k6: product details and home rows of the original backend vs ours, 50 closed-loop users, ROUNDS=3 interleaved (BASE_URL, ORIGINAL_URL, DURATION=10s); deploy/bench/original/README.md
	@BASE_URL="$(BASE_URL)" ORIGINAL_URL="$(ORIGINAL_URL)" ROUNDS="$(ROUNDS)" DURATION="$(DURATION)" VUS="$(VUS)" bash deploy/bench/original/side-by-side.sh

bench-gateway: ## Start a private gateway for benchmarks on :18099 (no rate limit to trip; the shared :8080 stays as it is)
	@bash deploy/bench/gateway.sh start

bench-gateway-stop: ## Stop the private benchmark gateway
	@bash deploy/bench/gateway.sh stop

lighthouse: ## Lighthouse mobile on /, a listing, a product, search and a shopper's checkout of BASE_URL, median of RUNS=3; budgets checked at the slowdown calibrated from the host's CPU index (CPU_SLOWDOWN fixes it), the preset's 4x beside it (PRESET_RUNS); PAGES; pinned, system Chromium
	@BASE_URL="$(BASE_URL)" RUNS="$(RUNS)" PRESET_RUNS="$(PRESET_RUNS)" PAGES="$(PAGES)" CPU_SLOWDOWN="$(CPU_SLOWDOWN)" bash deploy/bench/lighthouse.sh
