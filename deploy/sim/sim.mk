# The dark-store simulator (deploy/sim). Included by the Makefile.
.PHONY: simulate

simulate: ## Pickers and riders for every dark store of the running stack, and shoppers ordering (SIM_SPEED=5, SIM_ORDERS_PER_HOUR=30, SIM_STORES, SIM_MINUTES)
	@BASE_URL="$${BASE_URL:-http://localhost:8080}" node --import tsx deploy/sim/simulate.ts
