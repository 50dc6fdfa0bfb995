#!/usr/bin/env bash
# Builds the image of every deployable from the root Dockerfile and prints each image's size.
#
#   scripts/build-images.sh                          # vampire-hunt-<name>:dev, every deployable
#   REGISTRY=registry.example.com/vh TAG=1.0.0 PUSH=1 scripts/build-images.sh
#   scripts/build-images.sh gateway services/game    # only these
#
# The deployables are the workspaces whose package.json has "vampireHunt.port" (the gateway and
# services/*): image vampire-hunt-<folder name>, the name the chart and the Tiltfile use. Needs a
# container builder: docker (BuildKit) or podman; without one it says so and builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

TAG=${TAG:-dev}
PREFIX=${REGISTRY:+$REGISTRY/}vampire-hunt-

if [ $# -gt 0 ]; then
  dirs=("$@")
else
  mapfile -t dirs < <(for f in gateway/package.json services/*/package.json; do
    node -e 'process.exit(require(process.argv[1]).vampireHunt?.port ? 0 : 1)' "./$f" && dirname "$f"
  done)
fi

builder=
for candidate in docker podman; do
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" info >/dev/null 2>&1; then
    builder=$candidate
    break
  fi
done
if [ -z "$builder" ]; then
  echo "no container builder reachable (docker or podman with a running engine); nothing built."
  echo "would build: ${dirs[*]}"
  exit 0
fi

sizes=()
for dir in "${dirs[@]}"; do
  image="$PREFIX$(basename "$dir"):$TAG"
  echo "== $image ($dir)"
  "$builder" build --build-arg SERVICE_DIR="$dir" -t "$image" .
  [ "${PUSH:-}" = 1 ] && "$builder" push "$image"
  bytes=$("$builder" image inspect --format '{{.Size}}' "$image")
  sizes+=("$(printf '%6d MB  %s' $((bytes / 1000000)) "$image")")
done
echo
echo "image sizes (uncompressed):"
printf '  %s\n' "${sizes[@]}"
