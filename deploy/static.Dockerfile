# One front-end app (the shell or one remote), served like a CDN by scripts/serve-static.mjs.
# One image per app, so one remote is built and deployed without the others:
#   docker build -f deploy/static.Dockerfile --build-arg APP=demo -t pulse-demo .
# APP: shell | account | reports | demo | billing. The build is the app's own `rsbuild build`
# (with its workspace dependencies), the same command `pnpm turbo run build` runs.
FROM node:20-bookworm-slim AS build
ARG APP
ENV COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0 TURBO_TELEMETRY_DISABLED=1
RUN test -n "$APP" || (echo "--build-arg APP=<shell|account|reports|demo|billing> is required" && exit 1)
RUN corepack enable pnpm
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --reporter=append-only \
 && pnpm turbo run build --filter=@pulse/${APP}... --output-logs=errors-only

FROM node:20-bookworm-slim
ARG APP
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
# Security headers (docs/delivery.md, "Security headers"): a remote's files are readable
# cross-origin by these shell origins only (comma-separated; set the shell's public origin at run
# time, e.g. `-e PULSE_SHELL_ORIGIN=https://app.example.com`). HSTS goes with requests a TLS proxy
# forwards (`X-Forwarded-Proto: https`), or always with PULSE_HSTS=1; PULSE_CSP_ALLOW adds origins
# the shell's pages may load remotes from beyond its remotes manifest.
ENV PULSE_SHELL_ORIGIN=http://localhost:3000
WORKDIR /srv
# The static server and its dependencies (fastify, @fastify/static, compress, http-proxy, cors, helmet).
COPY --from=build /repo/package.json ./
COPY --from=build /repo/node_modules ./node_modules
COPY --from=build /repo/scripts/serve-static.mjs ./scripts/serve-static.mjs
COPY --from=build /repo/apps/${APP}/dist ./dist
USER node
EXPOSE 8080
# The shell adds --spa --api <api origin> --remotes <file> (see compose.yaml).
ENTRYPOINT ["node", "scripts/serve-static.mjs", "dist", "8080"]
