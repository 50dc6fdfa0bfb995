#!/usr/bin/env bash
# Prints the path of the chart-check binary, built first when missing: from scripts/chart-check (its
# go.mod/go.sum pin k8s.io/api, apimachinery, client-go and apiextensions-apiserver) into the user
# cache, keyed by a hash of its sources. The first build takes a few minutes; later calls reuse it.
# Progress goes to stderr, the path alone to stdout.
set -euo pipefail
src=$(cd "$(dirname "$0")" && pwd)
hash=$(cat "$src"/go.mod "$src"/go.sum "$src"/*.go | sha256sum | cut -c1-16)
cache="${XDG_CACHE_HOME:-$HOME/.cache}/vampire-hunt"
binary="$cache/chart-check-$hash"
if [ ! -x "$binary" ]; then
  command -v go >/dev/null 2>&1 || { echo "go is missing to build scripts/chart-check" >&2; exit 2; }
  echo "building scripts/chart-check with go build (first time: a few minutes)" >&2
  start=$SECONDS
  mkdir -p "$cache"
  rm -f "$cache"/chart-check-*
  (cd "$src" && CGO_ENABLED=0 go build -trimpath -o "$binary.tmp" .) && mv "$binary.tmp" "$binary"
  echo "go build took $((SECONDS - start))s" >&2
fi
echo "$binary"
