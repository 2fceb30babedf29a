# One remote's image (livefully/mf-content, livefully/mf-search, livefully/mf-engage,
# livefully/mf-admin): APP picks it, e.g.
#   docker build -f deploy/docker/remote.Dockerfile --build-arg APP=mf-content -t livefully/mf-content .
# Its static bundle (and server build, for the renderer) under /remotes/<APP>/ behind nginx
# (unprivileged, port 8080). The same folder can go to a bucket or CDN instead: point the
# remote's REMOTES entry at it.
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
ARG APP
RUN test -n "${APP}" || { echo "set --build-arg APP (mf-content, mf-search, mf-engage or mf-admin)"; exit 1; }
COPY ${APP} ${APP}
RUN npm run build -w "${APP}" && mkdir -p /out/remotes && cp -R "${APP}/dist" "/out/remotes/${APP}"

FROM nginxinc/nginx-unprivileged:1.28-alpine
COPY deploy/docker/remote/remote.conf /etc/nginx/conf.d/default.conf
COPY deploy/docker/remote/remote-headers.conf /etc/nginx/remote-headers.conf
COPY --from=build /out /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
