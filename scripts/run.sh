#!/usr/bin/env bash
# Entry of `npm start`, `npm test` and `npm run bench:*` on a fresh machine: installs dependencies when
# the lock file changed, builds everything, then hands over to scripts/<command>.ts
# (bench-<name> runs scripts/bench/<name>.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
command="$1"; shift || true
# Every process below runs on the Node pinned in .node-version (fetched into .local/node/ if needed).
source scripts/lib/pinned-node.sh
echo "[setup] Node $(node --version) ($(command -v node))"

# Installed again when the lock file or the Node version changed (native modules are built per Node).
stamp=node_modules/.install-stamp
install_key="$(sha256sum package-lock.json | cut -d' ' -f1) node-$VH_NODE_VERSION"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$install_key" ]; then
  # Exactly the committed lock: `npm ci` fails rather than rewrite it when package.json disagrees.
  echo "[setup] installing dependencies (npm ci)"
  npm ci --no-fund --no-audit
  echo "$install_key" > "$stamp"
fi

echo "[setup] building"
npm run build --silent

case "$command" in
  bench-*) script="scripts/bench/${command#bench-}.ts" ;;
  *) script="scripts/$command.ts" ;;
esac
exec node_modules/.bin/tsx "$script" "$@"
