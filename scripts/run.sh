#!/usr/bin/env bash
# Entry of `npm start` and `npm test` on a fresh machine: installs dependencies when the lock file
# changed, builds everything, then hands over to scripts/<command>.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
command="$1"; shift || true

stamp=node_modules/.install-stamp
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  echo "[setup] installing dependencies (npm ci)"
  npm ci --no-fund --no-audit
  echo "$lock_hash" > "$stamp"
fi

echo "[setup] building"
npm run build --silent

exec node_modules/.bin/tsx "scripts/$command.ts" "$@"
