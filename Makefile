# Minutemart monorepo tasks. Each area keeps its targets in its own .mk file, included below.
SHELL := /bin/bash
.DEFAULT_GOAL := help

.PHONY: help
help: ## List the targets
	@grep -hE '^[a-zA-Z0-9_.-]+:.*## ' $(MAKEFILE_LIST) | sort | awk 'BEGIN {FS = ":.*## "} {printf "  %-18s %s\n", $$1, $$2}'

# ---- infrastructure (deploy/infra) ----
include deploy/infra/infra.mk

# ---- application (deploy/app.mk) ----
include deploy/app.mk

# ---- benchmarks (deploy/bench) ----
include deploy/bench/bench.mk

# ---- dark-store simulator (deploy/sim) ----
include deploy/sim/sim.mk
