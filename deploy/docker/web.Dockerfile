# The shell and the four remotes, each under its own path, behind nginx. In a larger setup
# each remote ships to its own bucket or CDN and /remotes.json points at it.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
# The web build also renders the seed images' 1200x630 share PNGs into images/share/ (copied below).
RUN npm install --no-fund --no-audit && node deploy/embedded/build.mjs --web-only --force

FROM nginx:1.27-alpine
COPY deploy/docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY --from=build /app/mf-content/dist /usr/share/nginx/html/remotes/mf-content
COPY --from=build /app/mf-search/dist /usr/share/nginx/html/remotes/mf-search
COPY --from=build /app/mf-engage/dist /usr/share/nginx/html/remotes/mf-engage
COPY --from=build /app/mf-admin/dist /usr/share/nginx/html/remotes/mf-admin
COPY --from=build /app/services/content/seed/images /usr/share/nginx/html/images
