# One image recipe for every Node process (a service or the gateway); APP picks which.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json tsconfig.node.json tsconfig.server.json ./
COPY packages ./packages
COPY services ./services
COPY gateway ./gateway
COPY shell/package.json shell/
COPY mf-content/package.json mf-content/
COPY mf-search/package.json mf-search/
COPY mf-engage/package.json mf-engage/
COPY mf-admin/package.json mf-admin/
COPY deploy/package.json deploy/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm install --no-fund --no-audit && npx tsc -b tsconfig.server.json && npm prune --omit=dev

FROM node:24-bookworm-slim
ARG APP
ENV NODE_ENV=production APP=${APP}
WORKDIR /app
COPY --from=build /app /app
USER node
CMD ["sh", "-c", "exec node ${APP}/dist/main.js"]
