#!/usr/bin/env bash
# Tilt's custom_build on the local cluster (Tiltfile, `-- --local-cluster`): builds one deployable's
# image with podman (scripts/build-images.sh) under the reference Tilt expects, and imports it into
# the node's containerd, where the kubelet finds it (nothing is pushed or pulled).
#
#   scripts/cluster/tilt-image.sh <service dir> <expected ref: localhost/vampire-hunt-<name>:<tag>>
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=$1 ref=$2
source scripts/cluster/versions.sh
# shellcheck source=../lib/podman-settings.sh
source scripts/lib/podman-settings.sh
[ "${ref%%/*}" = localhost ] || { echo "expected a localhost/ reference, got $ref" >&2; exit 2; }
REGISTRY=localhost TAG=${ref##*:} VH_NO_APT=1 bash scripts/build-images.sh "$dir" >&2
podman save --format docker-archive "$ref" |
  "$CLUSTER_CACHE/bin/ctr" --address /run/vh-cluster/containerd.sock -n k8s.io images import --snapshotter overlayfs - \
    2> >(grep -v 'DEPRECATION: The support for cgroup v1' >&2) >/dev/null
