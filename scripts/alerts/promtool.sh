#!/usr/bin/env bash
# Prints the path of promtool (Prometheus's rule checker and rule unit tester), built first when
# missing: `go install` of github.com/prometheus/prometheus/cmd/promtool at the pinned module version
# below, through the Go module proxy (verified by the Go checksum database), into the user cache
# (~/.cache/vampire-hunt/promtool-<version>). The first build takes a few minutes; later calls reuse
# it. Progress goes to stderr, the path alone to stdout. Used by scripts/alerts/check-rules.sh.
set -euo pipefail

# Prometheus tags its Go module v0.3MM.P for release 3.MM.P; the newest on the proxy when this was
# written (go list -m -versions github.com/prometheus/prometheus).
MODULE=github.com/prometheus/prometheus
MODULE_VERSION=v0.316.0

cache="${XDG_CACHE_HOME:-$HOME/.cache}/vampire-hunt"
binary="$cache/promtool-$MODULE_VERSION"
if [ ! -x "$binary" ]; then
  command -v go >/dev/null 2>&1 || { echo "go is missing to build promtool (apt-get install golang)" >&2; exit 2; }
  mkdir -p "$cache"
  # Outside any module, so nothing touches a go.mod; the module's VERSION file names its release.
  cd "${TMPDIR:-/tmp}"
  dir=$(GOWORK=off go mod download -json "$MODULE@$MODULE_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  release=$(cat "$dir/VERSION")
  echo "building promtool $release ($MODULE $MODULE_VERSION) with go install (first time: a few minutes)" >&2
  start=$SECONDS
  gobin=$(mktemp -d "$cache/promtool-build.XXXXXX")
  GOWORK=off CGO_ENABLED=0 GOBIN="$gobin" go install -trimpath \
    -ldflags "-s -w -X github.com/prometheus/common/version.Version=$release" \
    "$MODULE/cmd/promtool@$MODULE_VERSION" >&2
  mv "$gobin/promtool" "$binary"
  rm -rf "$gobin"
  # Builds of other versions are not used any more.
  find "$cache" -maxdepth 1 -name 'promtool-v*' ! -name "promtool-$MODULE_VERSION" -delete
  echo "go install took $((SECONDS - start))s" >&2
fi
echo "$binary"
