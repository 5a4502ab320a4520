# The front-end apps on one release origin (docs/delivery.md, "Deployable artifacts"): the same
# immutable <app>/<version>/ folders, runtime manifest and rollback as scripts/release.mjs anywhere
# else. Two targets from one build:
#   release  the app versions built here and the release tool; `docker compose run --rm release …`
#            releases them onto the origin volume through release.mjs's gates (compatibility with
#            the live shell, canary in Chromium), switches and rolls back (deploy/origin-release.mjs)
#   web      the static server alone (scripts/serve-static.mjs bundled into one file), serving the
#            origin volume read-only: no app files and no node_modules in the image
#   docker build -f deploy/web.Dockerfile --target release -t pulse-release .
#   docker build -f deploy/web.Dockerfile --target web -t pulse-web .
# PULSE_APPS: the apps to build (default all seven; `--build-arg PULSE_APPS=demo` builds only the demo,
# and publishing that image leaves the other apps as they are on the origin). PULSE_PUBLIC_URL: the
# origin as browsers reach it (the shell's asset URLs are built with it; give the release service
# the same value at run time).
FROM node:20-bookworm-slim AS workspace
ENV COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0 TURBO_TELEMETRY_DISABLED=1
RUN corepack enable pnpm
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile --reporter=append-only && node deploy/bundle.mjs /bundle

# Each app is built by release.mjs itself (its version in the chunk names and build manifest, the
# shell's assets under <public-url>/shell/<version>/) after turbo builds what it depends on, with
# its checks (type check, contract, tests), which need the sources. (The web target needs none of
# this stage: building it builds no app.) The gates against what is live (compatibility with the
# live shell, canary) run when the release service releases the build onto the origin: here there
# is no origin, no API and, with PULSE_APPS=demo, no shell.
FROM workspace AS apps
ARG PULSE_APPS="shell account reports demo billing screening rules"
ARG PULSE_PUBLIC_URL=http://localhost:3000
RUN for app in $PULSE_APPS; do \
      pnpm turbo run build --filter="@pulse/${app}^..." --output-logs=errors-only \
      && node scripts/release.mjs release "$app" --origin /built --public-url "$PULSE_PUBLIC_URL" --skip-smoke \
      || exit 1; \
    done \
 && rm -f /built/*.json /built/index.html

FROM node:20-bookworm-slim AS release
# The canary's browser: Debian's Chromium, as the browser tests drive.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium \
 && rm -rf /var/lib/apt/lists/*
ARG PULSE_PUBLIC_URL=http://localhost:3000
ENV PULSE_ORIGIN_DIR=/srv/origin PULSE_BUILT_DIR=/opt/pulse/built PULSE_PUBLIC_URL=${PULSE_PUBLIC_URL} PULSE_CHROMIUM=/usr/bin/chromium
WORKDIR /opt/pulse
# The release tool and the static server the canary serves the origin with, bundled, and the
# canary's browser driver (deploy/bundle.mjs).
COPY --from=workspace /bundle/release.mjs /bundle/origin-release.mjs /bundle/serve-static.mjs ./
COPY --from=workspace /bundle/node_modules/ ./node_modules/
# Only the version folders (the runtime manifest and release record are the origin's own, above).
COPY --from=apps /built/ ./built/
RUN mkdir -p /srv/origin && chown node:node /srv/origin
USER node
ENTRYPOINT ["node", "/opt/pulse/origin-release.mjs"]
CMD ["publish"]

FROM node:20-bookworm-slim AS web
ENV NODE_ENV=production HOST=0.0.0.0
# Security headers (docs/delivery.md, "Security headers"): the remotes are on this origin, so no
# other origin needs CORS; set PULSE_SHELL_ORIGIN when a shell elsewhere loads them.
ENV PULSE_SHELL_ORIGIN=http://localhost:3000
WORKDIR /opt/pulse
COPY --from=workspace /bundle/serve-static.mjs ./
RUN mkdir -p /srv/origin && chown node:node /srv/origin
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=6 \
  CMD node -e "fetch('http://127.0.0.1:8080/remotes.json').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["node", "/opt/pulse/serve-static.mjs"]
CMD ["/srv/origin", "8080", "--spa", "--api", "http://api:4000", "--remotes", "/srv/origin/remotes.json"]
