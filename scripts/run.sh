#!/usr/bin/env bash
# Entry of `npm start`, `npm test` and `npm run bench:*` on a fresh machine: installs dependencies when
# the lock file changed, builds everything, then hands over to scripts/<command>.ts
# (bench-<name> runs scripts/bench/<name>.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
command="$1"; shift || true

stamp=node_modules/.install-stamp
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  # `npm install` honours the lock file. Not `npm ci`: npm 11.19 writes lock files without other
  # platforms' optional packages and then refuses them in `npm ci` (even for a one-package project).
  echo "[setup] installing dependencies"
  npm install --no-fund --no-audit
  echo "$lock_hash" > "$stamp"
fi

echo "[setup] building"
npm run build --silent

case "$command" in
  bench-*) script="scripts/bench/${command#bench-}.ts" ;;
  *) script="scripts/$command.ts" ;;
esac
exec node_modules/.bin/tsx "$script" "$@"
