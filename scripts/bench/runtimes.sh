#!/usr/bin/env bash
# `npm run bench:runtimes [-- <node binary>]`: what the pinned Node changes. Runs bench:hunt (the REST
# hunt's CPU per answer and its phase 2), bench:login and bench:idle of this working tree on the
# pinned Node (.node-version), then on another Node (default: the machine's own /usr/bin/node), back
# to back on this machine. Every run's whole output is kept in .local/bench-runtimes/; the figures'
# lines are printed at the end. Results: docs/benchmarks.md ("The runtime").
set -euo pipefail
cd "$(dirname "$0")/../.."
other_node=${1:-/usr/bin/node}
[ -x "$other_node" ] || { echo "usage: npm run bench:runtimes [-- <node binary>] ($other_node is not one)" >&2; exit 2; }
out=.local/bench-runtimes
mkdir -p "$out"

# name, then the environment that selects its Node: the pinned one, or the other first on PATH.
run_all() {
  local label=$1; shift
  for bench in hunt login idle; do
    echo "== $label: bench:$bench"
    env "$@" BENCH_SCENARIOS=rest bash scripts/run.sh "bench-$bench" 2>&1 | tee "$out/$label-$bench.log" | grep -E '^\[setup\] Node' || true
  done
}

run_all pinned
run_all other VH_USE_SYSTEM_NODE=1 "PATH=$(dirname "$other_node"):$PATH"

for label in pinned other; do
  for bench in hunt login idle; do
    echo
    echo "== $label: bench:$bench ($(grep -m1 -o 'Node v[0-9.]*' "$out/$label-$bench.log"))"
    tail -n 25 "$out/$label-$bench.log"
  done
done
