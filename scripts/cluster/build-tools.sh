#!/usr/bin/env bash
# Builds the node's other binaries from Go modules (none of them is packaged for Debian 12 in the
# version Kubernetes needs), cached in <bin-dir>:
#   containerd, its runc shim and ctr   github.com/containerd/containerd/v2 (CONTAINERD_VERSION)
#   coredns                             github.com/coredns/coredns (COREDNS_VERSION)
#   tilt                                github.com/tilt-dev/tilt (TILT_VERSION), with its web UI
#   pause                               scripts/cluster/pause (the pod sandbox process)
# runc, the CNI plugins and etcd come from Debian (scripts/cluster/node.sh installs them).
#
#   scripts/cluster/build-tools.sh <bin-dir>
set -euo pipefail
BIN=$1
HERE=$(cd "$(dirname "$0")" && pwd)
source "$HERE/versions.sh"
mkdir -p "$BIN"
export CGO_ENABLED=0 GOFLAGS=-trimpath

if [ ! -x "$BIN/containerd" ]; then
  echo "building containerd $CONTAINERD_VERSION"
  ldflags="-s -w -X github.com/containerd/containerd/v2/version.Version=$CONTAINERD_VERSION"
  GOBIN="$BIN" go install -tags no_btrfs -ldflags "$ldflags" \
    "github.com/containerd/containerd/v2/cmd/containerd@$CONTAINERD_VERSION" \
    "github.com/containerd/containerd/v2/cmd/containerd-shim-runc-v2@$CONTAINERD_VERSION" \
    "github.com/containerd/containerd/v2/cmd/ctr@$CONTAINERD_VERSION"
fi
# Rebuilt when the pin moves: <bin-dir> is kept per Kubernetes version, not per CoreDNS version.
if ! "$BIN/coredns" -version 2>/dev/null | grep -qx "CoreDNS-${COREDNS_VERSION#v}"; then
  echo "building CoreDNS $COREDNS_VERSION"
  GOBIN="$BIN" go install -ldflags "-s -w" "github.com/coredns/coredns@$COREDNS_VERSION"
fi
if [ ! -x "$BIN/pause" ]; then
  (cd "$HERE/pause" && go build -ldflags "-s -w" -o "$BIN/pause" .)
fi
# Tilt serves its web UI from files embedded at build time (pkg/assets/build), made from its web/
# React app (Tilt's `make build-js`). Built with npm instead of its yarn 4 (which would be fetched from
# outside the npm registry); Storybook, linters and the tests' files are left out of the build.
build_tilt_web() { # module copy
  local web=$1/web
  (
    cd "$web"
    node -e '
      const fs = require("fs");
      const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
      for (const name of Object.keys(manifest.devDependencies))
        if (/^(@storybook|eslint|@typescript-eslint|prettier|jest-junit)/.test(name)) delete manifest.devDependencies[name];
      delete manifest.packageManager;
      fs.writeFileSync("package.json", JSON.stringify(manifest, null, 2));'
    rm -f yarn.lock
    find src \( -name '*.stories.ts*' -o -name '*.test.ts*' -o -name '__mocks__' -o -name 'setupTests.ts' -o -name 'testdata.ts*' \) -prune -exec rm -rf {} +
    npm install --no-audit --no-fund --legacy-peer-deps --loglevel=error >/dev/null
    CI=false GENERATE_SOURCEMAP=false DISABLE_ESLINT_PLUGIN=true npx react-scripts build >/dev/null
  )
  cp -r "$web/build/." "$1/pkg/assets/build/"
}

if [ ! -x "$BIN/tilt" ]; then
  # Tilt's go.mod has replace directives, so `go install ...@version` is refused: it is built inside a
  # copy of its module. The checksum database does not list this module, hence GONOSUMDB for it.
  echo "building Tilt $TILT_VERSION"
  module=$(GONOSUMDB=github.com/tilt-dev/tilt GOFLAGS=-mod=mod go mod download -json "github.com/tilt-dev/tilt@$TILT_VERSION" |
    sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
  work=$(mktemp -d)
  cp -r "$module/." "$work/" && chmod -R u+w "$work"
  build_tilt_web "$work"
  # cgo: Tilt parses with tree-sitter's C library (gcc from Debian).
  (cd "$work" && CGO_ENABLED=1 GONOSUMDB=github.com/tilt-dev/tilt go build -mod=mod -ldflags "-s -w -X main.version=${TILT_VERSION#v}" -o "$BIN/tilt" ./cmd/tilt)
  rm -rf "$work"
fi
