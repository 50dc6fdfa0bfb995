#!/usr/bin/env bash
# Tilt on the local cluster (npm run test:cluster, step 7; the node of scripts/cluster/node.sh and its
# stores must be running):
#   1. `tilt ci` with the project's Tiltfile (`-- --local-cluster`): every image built with podman and
#      imported into the node, every migration and service ready;
#   2. a live update: under `tilt up`, a change to the game's built code (dist/) is synced into its
#      running pod, whose node restarts on it, without a new image.
# The Helm release of the earlier steps is uninstalled first: Tilt applies the same objects itself.
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$(pwd)
source scripts/cluster/versions.sh
export PATH="$CLUSTER_CACHE/bin:$(go env GOPATH)/bin:$PATH"
export KUBECONFIG="$REPO/.local/cluster/admin.kubeconfig"
NS=vampire-hunt
LOGS="$REPO/.local/cluster/logs"
TILT_PORT=10350
say() { printf '  %s\n' "$*"; }

if helm status vampire-hunt -n "$NS" >/dev/null 2>&1; then
  helm uninstall vampire-hunt -n "$NS" --wait >/dev/null
fi

started=$SECONDS
tilt ci --namespace "$NS" --port "$TILT_PORT" --timeout 30m -- --local-cluster >"$LOGS/tilt-ci.log" 2>&1 ||
  { tail -n 40 "$LOGS/tilt-ci.log" >&2; exit 1; }
say "tilt ci passed in $((SECONDS - started)) s: every image built and imported, every migration and service ready ($LOGS/tilt-ci.log)"
kubectl -n "$NS" get deployments

# --- live update ---------------------------------------------------------------------------------
# Only the game and what it needs (content, their migrations): one image build each, not eight.
tilt up --namespace "$NS" --port "$TILT_PORT" --stream content-migrate content game-migrate game -- --local-cluster \
  >"$LOGS/tilt-up.log" 2>&1 &
TILT_PID=$!
TARGET=services/game/dist/index.js
cp "$TARGET" "$TARGET.before-live-update"
cleanup() {
  if [ -f "$TARGET.before-live-update" ]; then mv "$TARGET.before-live-update" "$TARGET"; fi
  kill "$TILT_PID" 2>/dev/null && wait "$TILT_PID" 2>/dev/null
  tilt down --namespace "$NS" --port "$TILT_PORT" -- --local-cluster >/dev/null 2>&1 || true
}
trap cleanup EXIT
until tilt get uiresource game --port "$TILT_PORT" >/dev/null 2>&1; do
  kill -0 "$TILT_PID" 2>/dev/null || { tail -n 30 "$LOGS/tilt-up.log" >&2; exit 1; }
  sleep 1
done
tilt wait --port "$TILT_PORT" --for=condition=Ready uiresource/game --timeout=20m >/dev/null
# node --watch-path restarts the service inside the container (ci/tilt-live-update-values.yaml): each
# start logs "game starting".
starts() { kubectl -n "$NS" logs deploy/vampire-hunt-game -c game 2>/dev/null | grep -c '"game starting' || true; }
starts_before=$(starts)
marker="live update $(date +%s%N)"
printf '\n// %s\n' "$marker" >>"$TARGET"
changed_at=$SECONDS
until kubectl -n "$NS" exec deploy/vampire-hunt-game -c game -- grep -q "$marker" /app/services/game/dist/index.js 2>/dev/null; do
  [ $((SECONDS - changed_at)) -lt 120 ] || { tail -n 30 "$LOGS/tilt-up.log" >&2; echo "the change never reached the pod" >&2; exit 1; }
  sleep 1
done
synced=$((SECONDS - changed_at))
until [ "$(starts)" -gt "$starts_before" ] &&
  [ "$(kubectl -n "$NS" get pods -l app.kubernetes.io/component=game -o jsonpath='{.items[0].status.containerStatuses[0].ready}')" = true ]; do
  [ $((SECONDS - changed_at)) -lt 180 ] || { echo "the game did not restart and become ready after the live update" >&2; exit 1; }
  sleep 1
done
image=$(kubectl -n "$NS" get pods -l app.kubernetes.io/component=game -o jsonpath='{.items[0].spec.containers[0].image}')
say "live update: the change to $TARGET reached the running game pod in ${synced} s; the service restarted in place and is ready, same image ($image)"
