# syntax=docker/dockerfile:1
# One-shot job of docker-compose.yml: creates the contract topics (contracts/src/topics.ts allTopics(),
# dead-letter topics included) on KAFKA_BROKERS with the same script `make infra-up` runs,
# deploy/infra/create-topics.ts, bundled with kafkajs into one file. Build from the repo root:
#   docker build -f deploy/compose/kafka-topics.Dockerfile -t minutemart/kafka-topics .

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /repo
COPY . .
# Same first steps as the service images, so BuildKit reuses their layer. `npm install`, not
# `npm ci`: see "Why npm install" in docs/compose.md.
RUN npm install --no-audit --no-fund
# CommonJS output: kafkajs is CommonJS and requires Node built-ins, which an ESM bundle cannot.
RUN node_modules/.bin/esbuild deploy/infra/create-topics.ts --bundle --platform=node --format=cjs \
      --target=node20 --log-level=warning --outfile=/out/create-topics.cjs

FROM node:20.20.2-bookworm-slim
COPY --from=build /out/create-topics.cjs /app/create-topics.cjs
USER node
CMD ["node", "/app/create-topics.cjs"]
