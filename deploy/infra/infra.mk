# Local infrastructure (no Docker): Kafka, MongoDB stand-in, Redis, MinIO, MailDev, stripe-mock.
# Included by the root Makefile. Scripts live in deploy/infra/; see docs/infra.md.
INFRA := deploy/infra

.PHONY: infra-install infra-up infra-down infra-status infra-env infra-topics infra-verify infra-reset

infra-install: ## Install/build every infra server into ~/.cache/minutemart (idempotent; cold run takes minutes)
	@bash $(INFRA)/install.sh

infra-up: ## Start the infra servers not already running (or use the ones named by env URLs); S=<names> for a subset
	@bash $(INFRA)/up.sh $(S)

infra-down: ## Stop the infra servers this repo started (data kept in ~/.cache/minutemart/data)
	@bash $(INFRA)/down.sh $(S)

infra-status: ## Show state, health and address of each infra server
	@bash $(INFRA)/status.sh $(S)

infra-env: ## Print the export lines services need: eval "$(make -s infra-env)"
	@bash $(INFRA)/env.sh

infra-topics: ## (Re)create the contract topics on KAFKA_BROKERS
	@npx tsx $(INFRA)/create-topics.ts

infra-verify: ## Exercise every running infra server (Kafka, mongoose, Redis, MinIO, mail, stripe-mock)
	@bash $(INFRA)/verify.sh $(S)

infra-reset: ## Stop the infra servers and delete their local data
	@bash $(INFRA)/down.sh --purge
