# The shell's page renderer (livefully/renderer): the shell's server bundle (self-contained:
# React and every shared module are bundled) and the small Node host around it, with only the
# packages the host's own files import (deploy/docker/stage-app.mjs --server). It loads the remotes' server builds at run time from the web tier
# (ASSETS_URL), so a remote ships without rebuilding this image.
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
RUN npm install --no-fund --no-audit
COPY tsconfig.base.json ./
COPY packages packages
COPY shell shell
COPY deploy/docker/stage-app.mjs deploy/docker/
RUN npm run build -w shell && node deploy/docker/stage-app.mjs shell /out --server shell/server --copy-built

FROM node:24.21.0-bookworm-slim
ENV NODE_ENV=production RENDERER_HOST=0.0.0.0 RENDERER_PORT=8090 OPS_HOST=0.0.0.0 OPS_PORT=9464
WORKDIR /app
COPY --from=build /out /app
USER node
EXPOSE 8090 9464
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:9464/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "shell/server/main.mjs"]
