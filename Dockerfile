# The site as a container image: docs/deploy.md. `npm run image` builds it with podman or Docker
# (on a stand-in base where no registry answers); `npm run test:image` runs it as production does.

# One pinned base for every stage: the Node.js the project pins in package.json ("node"), which
# scripts/production-install.test.ts keeps equal.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Build: every dependency, the production build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Behind a TLS proxy, the npm registry is reached with the proxy's certificate authorities, given as
# a build secret (`--secret id=extra-ca-certificates,src=…`): in no layer and not in the history.
RUN --mount=type=secret,id=extra-ca-certificates \
    NODE_EXTRA_CA_CERTS=/run/secrets/extra-ca-certificates npm ci --no-audit --no-fund
COPY . .
# Canonical URLs, Open Graph tags and the sitemap carry the site's origin from the build on.
ARG PUBLIC_SITE_URL=https://nexoratech.in
ENV PUBLIC_SITE_URL=$PUBLIC_SITE_URL
RUN npm run build

# Production dependencies only: no compilers, test tools or browsers in the running image. The
# development dependencies leave the manifest first: npm would otherwise install the build tools
# that runtime packages name as optional peers (Vite for the React Router adapter's development
# mode, TypeScript for React Router's types, and what Vite brings), since the lockfile marks them
# "devOptional", and `--omit=optional` would also leave out the optional runtime packages (sharp's
# build for the platform): the server would not start. scripts/production-install.test.ts checks the
# list; the server builds import nothing else (scripts/bundled-into-server.mjs).
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=extra-ca-certificates \
    npm pkg delete devDependencies && \
    NODE_EXTRA_CA_CERTS=/run/secrets/extra-ca-certificates npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# One malloc arena for every thread (scripts/server-node-flags.mjs, decision 078).
ENV MALLOC_ARENA_MAX=1
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# build/node/main.js reads the migrations from ../../drizzle and needs "type": "module".
COPY drizzle ./drizzle
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
# The embedded database and local resumes when there is no DATABASE_URL or S3_BUCKET (one container).
VOLUME /data
USER node
EXPOSE 3000
# Liveness only (the process answers); a load balancer asks /readyz, which also checks the database and storage.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node build/node/main.js migrate` is the release step when instances run with MIGRATE_ON_START=false.
# The garbage collector on the main thread alone (decision 069) and the heap a 1 GB server holds
# (decision 078): scripts/server-node-flags.mjs.
CMD ["node", "--single-threaded-gc", "--max-semi-space-size=8", "--max-old-space-size=256", "build/node/main.js"]
