# The web tier (livefully/web): the shell's static build and the seed's images behind nginx
# (unprivileged, port 8080), which sends each remote's path to that remote's own container
# (deploy/docker/remote.Dockerfile) and pages, the API and media to the gateway
# (deploy/docker/web/site.conf). A remote ships without rebuilding this image.
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
COPY services/content/seed services/content/seed
COPY deploy/embedded/share-images.mjs deploy/embedded/
# The seed images' 1200x630 share PNGs (images/share/), then the shell's build.
RUN node deploy/embedded/share-images.mjs && npm run build -w shell

FROM nginxinc/nginx-unprivileged:1.28-alpine
# Rendered to /etc/nginx/conf.d/upstreams.conf at start, with the container's DNS servers.
ENV NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1
COPY deploy/docker/web/upstreams.conf.template /etc/nginx/templates/upstreams.conf.template
COPY deploy/docker/web/site.conf /etc/nginx/conf.d/default.conf
# Writes /etc/nginx/security-headers.conf from the gateway's settings at every start.
COPY --chmod=755 deploy/docker/web/security-headers.sh /docker-entrypoint.d/40-security-headers.sh
COPY --from=build /src/shell/dist /usr/share/nginx/html
COPY --from=build /src/services/content/seed/images /usr/share/nginx/html/images
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
