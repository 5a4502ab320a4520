# The provider API (apps/api). Built with the commands CI runs (README "Test it"):
#   docker build -f deploy/api.Dockerfile -t pulse-api .
# Configuration is the environment of docs/api-contract.md / apps/api/src/config.ts
# (DATABASE_URL, REDIS_URL, SMTP_URL, PUBLIC_APP_URL, JWT_SECRET, KEY_ENCRYPTION_KEY, …); secrets may
# come as files instead, e.g. JWT_SECRET_FILE=/run/secrets/jwt_secret (compose.yaml does so).
FROM node:20-bookworm-slim AS build
ENV COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0 TURBO_TELEMETRY_DISABLED=1
RUN corepack enable pnpm
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --reporter=append-only \
 && pnpm turbo run build --filter=@pulse/api... --output-logs=errors-only \
 && pnpm --filter @pulse/api deploy --prod --legacy /out

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 PULSE_STATE_DIR=/var/lib/pulse
WORKDIR /app
COPY --from=build /out .
RUN mkdir -p /var/lib/pulse && chown node:node /var/lib/pulse
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:4000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# One API process per core on PostgreSQL, one process on the embedded database (src/cluster.ts).
CMD ["node", "dist/cluster.js"]
