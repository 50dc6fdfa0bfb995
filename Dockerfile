# One image per deployable of the monorepo, all from this file:
#
#   npm run images                          # every deployable with podman, no registry needed
#   npm run images -- services/identity     # one (scripts/build-images.sh: the build arguments)
#   docker build --build-arg SERVICE_DIR=gateway -t vampire-hunt-gateway .   # base from a registry
#
# Each image carries only its own deployable: the service's workspace, the workspaces it depends on
# (@vh/kit, @vh/contracts, @vh/combat-engine) and their production dependencies, installed for it alone
# from the lock file (scripts/deploy-tree.mjs cuts the workspaces and the lock down to those). The
# compile layers do not depend on SERVICE_DIR, so building N images compiles the monorepo once.
# The image runs `node ${SERVICE_DIR}/dist/index.js` as uid 10001 and writes nothing outside /tmp,
# so it runs with a read-only root filesystem. The service's migrations run from the same image:
# node "$SERVICE_DIR/dist/migrate.js".
# No source maps, TypeScript declarations or bundler-only builds are in it (scripts/prune-modules.mjs,
# scripts/deploy-tree.mjs), and its SBOM is /app/sbom.cdx.json. Built with `--timestamp
# $SOURCE_DATE_EPOCH` from bases given by ID, the same commit gives the same image ID (npm run images).

# The Node pinned in .node-version, on Debian bookworm. `npm run images` passes bases it makes
# itself, as no registry may be reachable: the same Node with DejaVu fonts
# (localhost/vampire-hunt-node:<version>) and, for the build stages, that image plus npm 11, so
# that no layer of a runtime image holds npm.
ARG NODE_IMAGE=node:26.10.0-bookworm-slim
ARG BUILD_IMAGE=${NODE_IMAGE}
# The lock file and the install-script policy (package.json "allowScripts") are npm 11's, the npm
# the project is developed with.
ARG NPM_VERSION=11.19.1
# Behind a TLS-intercepting proxy, npm in the build stages trusts this CA bundle (a path that the
# builder mounts, e.g. podman build -v; `npm run images` passes the host's NODE_EXTRA_CA_CERTS). It
# is no part of any image; unset: the public CAs only.
ARG NODE_EXTRA_CA_CERTS

# --- manifests: every package.json + the lock file + the deploy-tree script ---------------------
# Its output only changes when a manifest changes, so the install layers below stay cached across
# source edits.
FROM ${BUILD_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /out \
 && cp package-lock.json /out/ \
 && if [ -f .npmrc ]; then cp .npmrc /out/; fi \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents '{}' /out/ ';' \
 && cp --parents scripts/deploy-tree.mjs scripts/prune-modules.mjs /out/

# --- npm: npm 11 on the Node image --------------------------------------------------------------
FROM ${BUILD_IMAGE} AS npm
ARG NPM_VERSION
ARG NODE_EXTRA_CA_CERTS
ENV npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
# A base that already has it (the one `npm run images` makes) needs no download.
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    if [ "$(npm --version)" != "$NPM_VERSION" ]; then npm install --global "npm@${NPM_VERSION}"; fi

# --- build: install everything, compile every workspace (shared by all images) ------------------
FROM npm AS build
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY --from=manifests /out/ ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci
COPY . .
# Local build output in the context (kept there for Tilt's live update) never reaches an image.
RUN find . -name node_modules -prune -o -type d -name dist -prune -exec rm -rf '{}' + \
 && npm run build

# --- production dependencies of this deployable only --------------------------------------------
# Depends on the manifests and SERVICE_DIR, not on source files: cached per service until a
# package.json or the lock file changes. The cut-down lock holds exactly the deployable's production
# packages (a `npm ci --workspace` of the whole lock would add other workspaces' run-time packages
# that this one only has as devDependencies, e.g. @types/*). Then what Node never loads goes
# (scripts/prune-modules.mjs: source maps, declarations, bundler-only second builds); the cut-down
# lock stays beside /deploy for the SBOM.
FROM npm AS prod-deps
ARG SERVICE_DIR
ARG NODE_EXTRA_CA_CERTS
RUN test -n "$SERVICE_DIR" || { echo "--build-arg SERVICE_DIR is required (e.g. gateway or services/identity)" >&2; exit 1; }
COPY --from=manifests /out/ /manifests/
RUN node /manifests/scripts/deploy-tree.mjs manifests "$SERVICE_DIR" /manifests /deploy
WORKDIR /deploy
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev \
 && node /manifests/scripts/prune-modules.mjs node_modules \
 && mv package-lock.json /deploy-package-lock.json \
 && rm -f .npmrc

# --- this deployable's built files --------------------------------------------------------------
FROM build AS files
ARG SERVICE_DIR
RUN node scripts/deploy-tree.mjs files "$SERVICE_DIR" /app /deploy \
 && test -f "/deploy/$SERVICE_DIR/dist/index.js" \
 || { echo "SERVICE_DIR='$SERVICE_DIR' has no dist/index.js (expected e.g. gateway or services/identity)" >&2; exit 1; }

# --- SBOM: the deployable's packages as CycloneDX 1.6 JSON -----------------------------------------
# @cyclonedx/cyclonedx-npm (a devDependency, so in /app/node_modules) reads the installed tree and the
# cut-down lock. Reproducible: no serial number or timestamp, so equal trees give equal files.
FROM build AS sbom
COPY --from=prod-deps /deploy/ /sbom/
COPY --from=prod-deps /deploy-package-lock.json /sbom/package-lock.json
WORKDIR /sbom
RUN node /app/node_modules/@cyclonedx/cyclonedx-npm/bin/cyclonedx-npm-cli.js \
      --omit dev --output-reproducible --spec-version 1.6 --output-format JSON --output-file /sbom.cdx.json

# --- runtime base: shared by every image --------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime-base
# useradd dates the account (/etc/shadow) by SOURCE_DATE_EPOCH when set: the same on any day.
ARG SOURCE_DATE_EPOCH
# Nothing at run time needs a package manager: remove the ones a node:* base brings (smaller attack
# surface), then add the unprivileged user the chart runs as (runAsUser 10001).
# DejaVu fonts: the content service draws the seeded world's images (SVG text) at migration time.
# The base `npm run images` makes has them; node:*-slim gets them from apt.
RUN if [ ! -d /usr/share/fonts/truetype/dejavu ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends fonts-dejavu-core \
      && rm -rf /var/lib/apt/lists/*; \
    fi
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
           /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
           /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-* \
 && groupadd --system --gid 10001 app \
 && useradd --system --no-log-init --uid 10001 --gid app --no-create-home --home-dir /nonexistent \
            --shell /usr/sbin/nologin app

# --- runtime: one deployable --------------------------------------------------------------------
FROM runtime-base AS runtime
WORKDIR /app
# Owned by root and read-only for the app user. Dependencies first (they change less often), then
# the built workspaces: services load files next to their code (schema.graphql, migrations,
# gateway/supergraph.graphql, REST operation files), the gateway serves the web apps' builds, and
# workspace packages are symlinked from node_modules.
COPY --from=prod-deps /deploy/ ./
COPY --from=files /deploy/ ./
COPY --from=sbom /sbom.cdx.json /app/sbom.cdx.json
ARG SERVICE_DIR
ENV NODE_ENV=production \
    SERVICE_DIR=${SERVICE_DIR} \
    TMPDIR=/tmp
LABEL org.opencontainers.image.title="vampire-hunt ${SERVICE_DIR}" \
      vampire-hunt.sbom="/app/sbom.cdx.json" \
      org.opencontainers.image.description="Vampire Hunt deployable ${SERVICE_DIR} (node ${SERVICE_DIR}/dist/index.js)"
USER 10001:10001
# `exec` makes node PID 1, so it receives SIGTERM directly and shuts down gracefully.
CMD ["/bin/sh", "-c", "exec node \"$SERVICE_DIR/dist/index.js\""]
