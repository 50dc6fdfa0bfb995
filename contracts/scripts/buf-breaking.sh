#!/usr/bin/env bash
# `buf breaking` of the top-level proto/ against the protos this branch started from.
#
# The baseline is, in order: $BUF_BREAKING_AGAINST (any git revision); the merge base with main
# (origin/main or a local main) when this commit is not on main itself; otherwise HEAD~ (on main, the
# last commit and the working tree are what is new); a shallow clone deepens by one commit from its
# origin to find it. A clone with no such commit (a first commit, or no origin to deepen from) has
# nothing to compare with and says so. The baseline's protos
# are read with `git archive`, so this works in worktrees and shallow clones alike. They lived in
# proto/ (buf.yaml inside), for a while in contracts/proto (contracts/buf.yaml naming the module
# path proto); the file paths inside the module are the same in both.
set -euo pipefail
cd "$(dirname "$0")/.."

has() { git rev-parse --verify --quiet "$1^{commit}" > /dev/null; }

base="${BUF_BREAKING_AGAINST:-}"
if [ -z "$base" ]; then
  for main in origin/main main; do
    if has "$main"; then
      mergeBase="$(git merge-base HEAD "$main" || true)"
      if [ -n "$mergeBase" ] && [ "$mergeBase" != "$(git rev-parse HEAD)" ]; then base="$mergeBase"; fi
      break
    fi
  done
fi
if [ -z "$base" ] && has HEAD~1; then base=HEAD~1; fi
# A shallow clone (CI's depth-1 checkout) fetches the commit before this one from its origin.
if [ -z "$base" ] && [ "$(git rev-parse --is-shallow-repository)" = true ] \
  && git fetch --quiet --deepen=1 origin 2> /dev/null && has HEAD~1; then
  base=HEAD~1
fi
if [ -z "$base" ]; then
  echo "buf breaking: no earlier commit in this clone to compare the protos with; skipped." >&2
  exit 0
fi

subdir=""
for candidate in proto contracts; do
  if git cat-file -e "$base:$candidate/buf.yaml" 2> /dev/null; then subdir="$candidate"; break; fi
done
if [ -z "$subdir" ]; then
  echo "buf breaking: $base has no protos; nothing to break." >&2
  exit 0
fi

baseline="$(mktemp -d)"
trap 'rm -rf "$baseline"' EXIT
git -C "$(git rev-parse --show-toplevel)" archive "$base" "$subdir" | tar -x -C "$baseline"
buf breaking ../proto --against "$baseline/$subdir"
