# The shell's page renderer: the shell's server bundle (self-contained: React and every shared
# module are bundled) and the small Node host around it. It loads the remotes' server builds at
# run time from the web tier (ASSETS_URL), so a remote ships without rebuilding this image.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-fund --no-audit && npm run build -w shell

FROM node:24-bookworm-slim
ENV NODE_ENV=production RENDERER_HOST=0.0.0.0 RENDERER_PORT=8090
WORKDIR /app
COPY --from=build /app/shell/dist /app/shell/dist
COPY --from=build /app/shell/server /app/shell/server
USER node
EXPOSE 8090
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s CMD node -e "fetch('http://127.0.0.1:8090/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "shell/server/main.mjs"]
