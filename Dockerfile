# syntax=docker/dockerfile:1
# StaffMargin's compiled release (docs/decisions/0006-compiled-release.md): no TypeScript loader and no
# development dependency in the image. The three RUN steps of the build stage are scripts/release.sh's, the same
# steps apps/api/scripts/release-check.mjs runs in CI on a clean folder (CI has no Docker engine), so what CI
# checks is what this image contains. docker compose: docker-compose.yml; settings: docs/deployment.md.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
# The lock and every workspace's package.json first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json ./
COPY packages/engine/package.json packages/engine/
COPY packages/contracts/package.json packages/contracts/
COPY packages/pricing/package.json packages/pricing/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN scripts/release.sh build
RUN scripts/release.sh assemble /release
RUN scripts/release.sh install /release

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The release belongs to root and is read-only to the server; only DATA_DIR (local uploads, or the embedded
# database when DATABASE_URL is unset) is writable by the unprivileged user that runs it.
COPY --from=build /release /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# package.json's start:prod, without npm in between: SIGTERM reaches the server, which drains and exits 0.
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/server.js"]
