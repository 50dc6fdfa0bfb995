#!/usr/bin/env bash
# Prints the path of every CustomResourceDefinition listed in crd-sources.txt beside this script,
# one a line: `go mod download` fetches each pinned module through the Go module proxy once (later
# runs read the module cache), verified by the Go checksum database; the h1: sum in the list pins
# its content as well. Used by scripts/charts-test.sh and scripts/chart-cluster-test.sh.
set -euo pipefail
list="$(cd "$(dirname "$0")" && pwd)/crd-sources.txt"
# Outside any module, so the download does not touch a go.mod.
cd "${TMPDIR:-/tmp}"
while read -r module sum path; do
  case "$module" in '' | '#'*) continue ;; esac
  if ! info=$(GOWORK=off go mod download -json "$module"); then
    printf 'go mod download %s failed:\n%s\n' "$module" "$info" >&2
    exit 1
  fi
  dir=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' <<<"$info")
  got=$(sed -n 's/^[[:space:]]*"Sum": "\(.*\)",$/\1/p' <<<"$info")
  [ "$got" = "$sum" ] || { echo "$module: sum $got, but $list pins $sum" >&2; exit 1; }
  [ -f "$dir/$path" ] || { echo "$module has no $path" >&2; exit 1; }
  printf '%s\n' "$dir/$path"
done <"$list"
