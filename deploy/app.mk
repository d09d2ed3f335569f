# Application targets: install, build, run, seed and test the whole store. Included by the Makefile.
APP_SERVICES := deploy/dev/services.sh

.PHONY: install build dev down seed test test-changed test-quick lint status logs

install: ## Install npm dependencies, system packages and the infra servers (idempotent)
	@bash deploy/dev/install.sh

build: ## Bundle the services and gateway, build the three frontends; S=<name>: that one's deployable artefact
	@if [[ -n "$(S)" ]]; then bash deploy/build/build-one.sh "$(S)"; else bash deploy/dev/build.sh; fi

dev: ## Everything: install, start infra, build, start services, seed, serve http://localhost:8080 (resumable)
	@bash deploy/dev/dev.sh

down: ## Stop the services, the gateway and the infra servers this repo started
	@bash $(APP_SERVICES) stop
	@MM_APP_RUN_DIR=$${XDG_CACHE_HOME:-$$HOME/.cache}/minutemart/run-test bash $(APP_SERVICES) stop
	@bash deploy/infra/down.sh

seed: ## Create the dev admin and load the 5,000-product catalogue (idempotent)
	@bash deploy/dev/seed.sh

status: ## Show infra and app process state
	@bash deploy/infra/status.sh || true
	@bash $(APP_SERVICES) status

logs: ## Tail the app logs
	@tail -n 50 -f $${XDG_CACHE_HOME:-$$HOME/.cache}/minutemart/run/app-*.log

test: ## Install what is missing, start infra and a test stack, run every suite; S=<name>: that workspace's suites + its contract tests
	@if [[ -n "$(S)" ]]; then bash deploy/test/run-selected.sh select $(S); else bash deploy/test/run-all.sh; fi

test-changed: ## The suites of the workspaces `git diff` touches and of everything depending on them (BASE=origin/main or HEAD~1)
	@bash deploy/test/run-selected.sh changed "$(BASE)"

lint: ## ESLint and Prettier --check over every JS/TS file (what deploy/test/lint.test.ts runs in `make test`); S=<folder>: only the files under it (e.g. S=services/cart)
	@node --import tsx deploy/lint/check.ts $(if $(S),--only $(S))

test-quick: ## Run the unit/integration suites against already-running infra (no browser, no test stack)
	@node --experimental-vm-modules node_modules/jest/bin/jest.js -i --selectProjects contracts services/kit services/user services/catalogue services/cart services/order services/media gateway frontends/shared deploy
