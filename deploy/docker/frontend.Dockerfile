# syntax=docker/dockerfile:1
# The image of one browser app, deployed on its own (deploy/k8s: shell at /, each remote under
# /mf/<name>/): built with Rspack, served by unprivileged nginx on 8080 with /healthz and /readyz.
# From the repo root:
#   docker build -f deploy/docker/frontend.Dockerfile --build-arg APP=storefront --build-arg VERSION=0.1.0 \
#     -t minutemart/storefront:0.1.0 .            (or `IMAGE=1 make build S=storefront`)
# frontend.Dockerfile.dockerignore beside this file keeps node_modules, dist and .git out of the context.
ARG APP

FROM node:20.20.2-bookworm-slim AS build
ARG APP
RUN case "$APP" in shell|storefront|admin) ;; *) echo "build with --build-arg APP=<shell|storefront|admin>" >&2; exit 1 ;; esac
WORKDIR /repo
COPY . .
# `npm install`, not `npm ci`: see "Why npm install" in docs/compose.md.
RUN npm install --no-audit --no-fund
RUN npm run build -w "frontends/$APP"

FROM nginxinc/nginx-unprivileged:1.28.0-alpine
ARG APP
ARG VERSION
LABEL org.opencontainers.image.title="minutemart-${APP}" \
      org.opencontainers.image.version="${VERSION}"
# The shell owns the site root; a remote lives under /mf/<name>/ (its publicPath is 'auto').
COPY deploy/docker/nginx/ /tmp/nginx/
COPY --from=build /repo/frontends/${APP}/dist /tmp/dist
USER root
RUN if [ "$APP" = shell ]; then \
      cp /tmp/nginx/shell.conf /etc/nginx/conf.d/default.conf && mv /tmp/dist/* /usr/share/nginx/html/; \
    else \
      sed "s/@APP@/$APP/g" /tmp/nginx/remote.conf >/etc/nginx/conf.d/default.conf \
      && mkdir -p "/usr/share/nginx/html/mf/$APP" && mv /tmp/dist/* "/usr/share/nginx/html/mf/$APP/"; \
    fi \
 && cp /tmp/nginx/health.inc /etc/nginx/conf.d/health.inc \
 && rm -rf /tmp/nginx /tmp/dist
USER 101
EXPOSE 8080
