#!/usr/bin/env bash
# Runs a command on the Node pinned in .node-version (fetched into .local/node/ when the machine's
# node is another), e.g. `scripts/with-node.sh npm run test:unit`. npm start and npm test do this
# themselves.
set -euo pipefail
source "$(dirname "$0")/lib/pinned-node.sh"
exec "$@"
