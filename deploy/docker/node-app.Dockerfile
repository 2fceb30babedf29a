# One image per Node deployable (the gateway or a service): APP picks the workspace, e.g.
#   docker build -f deploy/docker/node-app.Dockerfile --build-arg APP=services/content -t livefully/content .
# The image holds that workspace's compiled code, the local packages it uses and only their
# production dependencies (deploy/docker/stage-app.mjs; sizes in bench/results/images-*.md).
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/web-kit/package.json packages/web-kit/
COPY packages/content-queries/package.json packages/content-queries/
COPY packages/service-kit/package.json packages/service-kit/
COPY services/content/package.json services/content/
COPY services/search/package.json services/search/
COPY services/engage/package.json services/engage/
COPY services/identity/package.json services/identity/
COPY gateway/package.json gateway/
COPY shell/package.json shell/
COPY mf-content/package.json mf-content/
COPY mf-search/package.json mf-search/
COPY mf-engage/package.json mf-engage/
COPY mf-admin/package.json mf-admin/
COPY deploy/package.json deploy/
COPY deploy/backup/package.json deploy/backup/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Everything, for the compiler; the image gets only APP's production closure (below).
RUN npm install --no-fund --no-audit
COPY tsconfig.base.json tsconfig.node.json tsconfig.server.json ./
COPY packages/contracts packages/contracts
COPY packages/service-kit packages/service-kit
COPY services services
COPY gateway gateway
COPY deploy/docker/stage-app.mjs deploy/docker/
ARG APP
RUN test -n "${APP}" || { echo "set --build-arg APP (gateway, services/content, …)"; exit 1; }
RUN npx tsc -b "${APP}" && node deploy/docker/stage-app.mjs "${APP}" /out --copy-built

FROM node:24.21.0-bookworm-slim
ARG APP
# The ops listener (metrics, /health/live, /health/ready) on every address of the container;
# it is never published.
ENV NODE_ENV=production APP=${APP} OPS_HOST=0.0.0.0 OPS_PORT=9464
WORKDIR /app
# Owned by root: the process (user node) reads its code and cannot change it.
COPY --from=build /out /app
USER node
EXPOSE 9464
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:9464/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "exec node \"${APP}/dist/main.js\""]
