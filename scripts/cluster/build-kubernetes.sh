#!/usr/bin/env bash
# Builds the Kubernetes binaries this project runs on this machine with `go build`, from the
# k8s.io/kubernetes module at K8S_VERSION. k8s.io/kubernetes' own go.mod points its staging modules
# (k8s.io/api, ...) at ./staging, so `go install k8s.io/kubernetes/cmd/...@v` is refused; a generated
# go.mod pins them to their published versions instead.
#
#   scripts/cluster/build-kubernetes.sh <bin-dir> <component>...   # e.g. kube-apiserver kubelet kubectl
#
# Cached: a component already in <bin-dir> is not built again. K8S_VERSION comes from the caller
# (scripts/cluster/versions.sh).
set -euo pipefail
BIN=$1; shift
source "$(dirname "$0")/versions.sh"
MISSING=()
for c in "$@"; do [ -x "$BIN/$c" ] || MISSING+=("$c"); done
[ ${#MISSING[@]} = 0 ] && exit 0

MOD="$CLUSTER_CACHE/module"
mkdir -p "$MOD" "$BIN"
echo "building Kubernetes $K8S_VERSION: ${MISSING[*]} (about 10 minutes per component on 2 cores, cached afterwards)"
curl -fsS "$(go env GOPROXY | cut -d, -f1)/k8s.io/kubernetes/@v/$K8S_VERSION.mod" >"$MOD/kubernetes.mod"
{
  printf 'module vampire-hunt/cluster\n\ngo 1.26.0\n\nrequire k8s.io/kubernetes %s\n\nreplace (\n' "$K8S_VERSION"
  awk '/=> .\/staging/ {print $1}' "$MOD/kubernetes.mod" | sort -u |
    while read -r m; do printf '\t%s => %s %s\n' "$m" "$m" "$K8S_STAGING_VERSION"; done
  printf ')\n'
} >"$MOD/go.mod"
{
  printf '//go:build tools\n\npackage tools\n\nimport (\n'
  for c in kube-apiserver kube-controller-manager kube-scheduler kubelet kube-proxy kubectl; do
    printf '\t_ "k8s.io/kubernetes/cmd/%s"\n' "$c"
  done
  printf ')\n'
} >"$MOD/tools.go"
minor=${K8S_VERSION#v1.}; minor=${minor%%.*}
ldflags="-s -w"
for pkg in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
  ldflags+=" -X $pkg.gitVersion=$K8S_VERSION -X $pkg.gitMajor=1 -X $pkg.gitMinor=$minor -X $pkg.gitTreeState=clean"
done
pkgs=()
for c in "${MISSING[@]}"; do pkgs+=("k8s.io/kubernetes/cmd/$c"); done
cd "$MOD"
[ -f go.sum ] || go mod tidy
CGO_ENABLED=0 go build -trimpath -ldflags "$ldflags" -o "$BIN/" "${pkgs[@]}"
