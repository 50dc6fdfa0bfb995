#!/usr/bin/env bash
# Prints the path of a Helm 3 binary, built first when missing: $HELM if set (it must be Helm 3), else
# the pinned version on the PATH, else the pinned HELM_VERSION in Go's bin directory, built from the Go module
# proxy with the flags of Helm's Makefile (first time: a few minutes; later calls reuse it). Progress
# goes to stderr, the path alone to stdout. Used by scripts/charts-test.sh, scripts/alerts/ and scripts/cluster/test.sh.
set -euo pipefail

# Latest Helm 3 release on the Go module proxy when this was written (go list -m -versions helm.sh/helm/v3).
HELM_VERSION=v3.22.0

is_helm3() { "$1" version --short 2>/dev/null | grep -q '^v3\.'; }

if [ -n "${HELM:-}" ]; then
  is_helm3 "$HELM" || { echo "HELM=$HELM is not a Helm 3 binary" >&2; exit 2; }
  echo "$HELM"
  exit 0
fi
# Only the pinned version is taken from the PATH: a helm built without the Makefile's flags (a plain
# `go install ...@latest`) renders for Kubernetes 1.20 and fails the chart's kubeVersion later.
if command -v helm >/dev/null 2>&1 && helm version --short 2>/dev/null | grep -Eq "^${HELM_VERSION}(\+|$)"; then
  command -v helm
  exit 0
fi
if ! command -v go >/dev/null 2>&1; then
  echo "helm 3 is not installed and go is missing to build it (apt-get install golang, or install helm)" >&2
  exit 2
fi
gobin=$(go env GOBIN)
[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
if [ -x "$gobin/helm" ] && "$gobin/helm" version --short 2>/dev/null | grep -q "^${HELM_VERSION}"; then
  echo "$gobin/helm"
  exit 0
fi
# The -X flags are what Helm's Makefile sets: without them `helm version` reports no patch
# version and the default Kubernetes version for templates is 1.20 (client-go 0.37 -> 1.37).
pkg=helm.sh/helm/v3
ldflags="-s -w -X $pkg/internal/version.version=$HELM_VERSION"
ldflags+=" -X $pkg/pkg/lint/rules.k8sVersionMajor=1 -X $pkg/pkg/lint/rules.k8sVersionMinor=37"
ldflags+=" -X $pkg/pkg/chartutil.k8sVersionMajor=1 -X $pkg/pkg/chartutil.k8sVersionMinor=37"
echo "building helm $HELM_VERSION with go install (first time: a few minutes)" >&2
start=$SECONDS
CGO_ENABLED=0 go install -trimpath -ldflags "$ldflags" "$pkg/cmd/helm@$HELM_VERSION" >&2
echo "go install took $((SECONDS - start))s" >&2
echo "$gobin/helm"
