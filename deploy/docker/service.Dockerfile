# syntax=docker/dockerfile:1
# The one image recipe of every Minutemart service; build arguments name the service. From the repo root:
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=cart --build-arg PORT=4003 \
#     --build-arg VERSION=0.1.0 -t minutemart/cart:0.1.0 .
# (or `IMAGE=1 make build S=cart`). docker-compose.yml and deploy/k8s pass the same three arguments;
# deploy/test/compose.test.ts keeps them in step with services/<SERVICE>/package.json and the dev ports.
# service.Dockerfile.dockerignore beside this file keeps node_modules, dist and .git out of the context.
ARG SERVICE

FROM node:20.20.2-bookworm-slim AS build
ARG SERVICE
RUN test -n "$SERVICE" || (echo "build with --build-arg SERVICE=<user|catalogue|cart|order|media>" >&2; exit 1)
WORKDIR /repo
COPY . .
RUN test -f "services/$SERVICE/src/main.ts" || (echo "services/$SERVICE is not a service" >&2; exit 1)
# `npm install`, not `npm ci`: see "Why npm install" in docs/compose.md (the lockfile has no entries
# for optional native packages the registry it was written against does not serve, so `npm ci`
# calls it out of sync; `npm install` keeps every version the lockfile pins and resolves only those).
RUN npm install --no-audit --no-fund
RUN cd "services/$SERVICE" && node ../../deploy/build/bundle-service.mjs
# The bundle compiles our own packages in and leaves third-party ones external: keep only the
# production dependencies of the service and the workspaces its package.json names (the kit, the
# contracts). Native packages (sharp, @node-rs/argon2) arrive as prebuilt optional dependencies for
# this platform. (`npm install --omit=dev` leaves dev packages already on disk, hence the fresh start.)
RUN find . -name node_modules -type d -prune -exec rm -rf {} + \
 && npm install --omit=dev --no-audit --no-fund --include-workspace-root=false \
      -w contracts -w services/kit -w "services/$SERVICE" \
 && mkdir -p /out \
 && cp -a package.json node_modules /out/ \
 && for d in contracts services/kit "services/$SERVICE"; do \
      mkdir -p "/out/$d" && cp -a "$d/package.json" "/out/$d/"; \
      if [ -d "$d/node_modules" ]; then cp -a "$d/node_modules" "/out/$d/"; fi; \
    done \
 && cp -a "services/$SERVICE/dist" "/out/services/$SERVICE/dist"

FROM node:20.20.2-bookworm-slim
ARG SERVICE
ARG PORT
ARG VERSION
LABEL org.opencontainers.image.title="minutemart-${SERVICE}" \
      org.opencontainers.image.version="${VERSION}"
ENV NODE_ENV=production
COPY --from=build /out /repo
WORKDIR /repo/services/${SERVICE}
USER node
EXPOSE ${PORT}
CMD ["node", "--enable-source-maps", "--import", "./dist/telemetry.js", "dist/main.js"]
