#!/usr/bin/env bash
# `npm run test:cluster`: the game on a real single-node Kubernetes on this machine, end to end
# (not part of `npm test`; times in docs/deploy.md):
#
#   1. images      every deployable built with podman (scripts/build-images.sh), sizes printed
#   2. node        etcd, API server, controller manager, scheduler, containerd + runc, kubelet,
#                  kube-proxy, bridge CNI and CoreDNS (scripts/cluster/node.sh); the images imported
#   3. stores      PostgreSQL, Redis, Kafka and a mail catcher outside the cluster, on the node's
#                  address (scripts/cluster/stores.ts)
#   4. chart       the committed chart installed, upgraded to the working tree, every Deployment at
#                  2/2, the migration Jobs complete, `helm test`
#   5. journey     player and admin through the cluster's gateway (tests/cluster/journey.ts)
#   6. resilience  pods deleted, then a rolling upgrade to a new image tag, both under load
#                  (tests/cluster/resilience.ts): failed, lost and doubled must be 0
#   7. tilt        `tilt ci` with the project's Tiltfile on this cluster, and a live update
#
#   npm run test:cluster                 # everything; the node is stopped at the end
#   KEEP=1 npm run test:cluster          # leave the node, stores and release running
#   SKIP_IMAGES=1 npm run test:cluster   # reuse the images already built (tag cluster)
set -euo pipefail
cd "$(dirname "$0")/../.."
REPO=$(pwd)
# shellcheck source=../lib/pinned-node.sh
source scripts/lib/pinned-node.sh
source scripts/cluster/versions.sh
# shellcheck source=../lib/podman-settings.sh
source scripts/lib/podman-settings.sh

BIN="$CLUSTER_CACHE/bin"
export PATH="$BIN:$PATH"
export KUBECONFIG="$REPO/.local/cluster/admin.kubeconfig"
NS=vampire-hunt
RELEASE=vampire-hunt
VALUES=charts/vampire-hunt/ci/local-cluster-values.yaml
TAG=cluster
UPGRADE_TAG=cluster-rolled
LOGS="$REPO/.local/cluster/logs"
STARTED=$SECONDS
step() { printf '\n== [%4ds] %s\n' $((SECONDS - STARTED)) "$*"; }

[ "$(id -u)" = 0 ] || { echo "npm run test:cluster runs as root (a kubelet needs it)" >&2; exit 1; }
# The pinned helm with Helm's own build flags, built from the Go module proxy the first time.
HELM=$(bash scripts/lib/helm.sh)

STORES_PID=
cleanup() {
  local status=$?
  if [ "$status" != 0 ]; then
    echo "-- failed after $((SECONDS - STARTED)) s; logs: $LOGS" >&2
    kubectl -n "$NS" get pods -o wide 2>/dev/null | tail -n 30 >&2 || true
    # Every pod's log (and its previous container's, after a restart) beside the node's logs.
    mkdir -p "$LOGS/pods"
    for pod in $(kubectl -n "$NS" get pods -o name 2>/dev/null); do
      kubectl -n "$NS" logs "$pod" --all-containers >"$LOGS/pods/${pod#pod/}.log" 2>&1 || true
      kubectl -n "$NS" logs "$pod" --all-containers --previous >"$LOGS/pods/${pod#pod/}.previous.log" 2>/dev/null ||
        rm -f "$LOGS/pods/${pod#pod/}.previous.log"
    done
  fi
  if [ "${KEEP:-}" = 1 ]; then
    echo "left running: KUBECONFIG=$KUBECONFIG (gateway http://10.244.0.1:30400); stop with scripts/cluster/node.sh down"
    return
  fi
  [ -n "$STORES_PID" ] && kill "$STORES_PID" 2>/dev/null && wait "$STORES_PID" 2>/dev/null
  scripts/cluster/node.sh down || true
}
trap cleanup EXIT

# The previous chart: the newest chart at or before $1 that renders. Commits in between may have left
# the chart broken (every commit of 0.5.0 had a misplaced values.yaml hunk: 414676d, d813beb); such a
# chart was never installed anywhere, so an upgrade from it proves nothing, and the upgrade is tested
# from the last one that works. Prints the directory it was extracted to.
previous_chart() {
  local ref dir
  for ref in $(git rev-list -n 30 "$1" -- charts/vampire-hunt); do
    dir=$(mktemp -d)
    git -C "$REPO" archive "$ref" charts/vampire-hunt | tar -x -C "$dir"
    if "$HELM" template "$RELEASE" "$dir/charts/vampire-hunt" -f "$VALUES" >/dev/null 2>&1; then
      [ "$ref" = "$1" ] || echo "[cluster] the chart at ${1:0:8} does not render; the previous chart is ${ref:0:8}'s" >&2
      echo "$dir"
      return 0
    fi
    rm -rf "$dir"
  done
  echo "[cluster] none of the 30 charts before ${1:0:8} renders" >&2
  return 1
}

# In a function, so bash reads the whole script before running it (an edit meanwhile cannot derail it).
main() {
  # The journey and the resilience run use the workspaces' built code (a fresh clone builds once).
  [ -x node_modules/.bin/tsx ] || npm ci
  if [ -f services/kit/dist/index.js ]; then npx tsc -b; else npm run build; fi

  # --- 1. images ----------------------------------------------------------------------------------
  if [ "${SKIP_IMAGES:-}" != 1 ]; then
    step "images (npm run images, tag $TAG)"
    TAG=$TAG bash scripts/build-images.sh
  fi

  # --- 2. node --------------------------------------------------------------------------------------
  step "node"
  scripts/cluster/node.sh up
  step "importing the images into the node's containerd (also as $UPGRADE_TAG: the rolling upgrade's new tag)"
  scripts/cluster/node.sh load-images "$TAG" "$UPGRADE_TAG"

  # --- 3. stores ----------------------------------------------------------------------------------
  step "stores on the node's address"
  node_modules/.bin/tsx scripts/cluster/stores.ts >"$LOGS/stores.log" 2>&1 &
  STORES_PID=$!
  for _ in $(seq 1 180); do
    [ -f /run/vh-cluster-stores.json ] && break
    kill -0 "$STORES_PID" 2>/dev/null || { tail -n 30 "$LOGS/stores.log" >&2; exit 1; }
    sleep 1
  done
  cat /run/vh-cluster-stores.json; echo

  # --- 4. chart -----------------------------------------------------------------------------------
  kubectl create namespace "$NS" --dry-run=client -o yaml | kubectl apply -f - >/dev/null
  kubectl label namespace "$NS" --overwrite pod-security.kubernetes.io/enforce=restricted >/dev/null
  # The previous chart version: the committed chart when the working tree bumped the version, else the
  # chart just before the commit that made the current version.
  CURRENT_VERSION=$(awk '/^version:/ {print $2}' charts/vampire-hunt/Chart.yaml)
  if [ "$(git show HEAD:charts/vampire-hunt/Chart.yaml | awk '/^version:/ {print $2}')" != "$CURRENT_VERSION" ]; then
    PREVIOUS_REF=$(git rev-parse HEAD)
  else
    PREVIOUS_REF=$(git rev-parse "$(git log -1 --format=%H -S"version: $CURRENT_VERSION" -- charts/vampire-hunt/Chart.yaml)^")
  fi
  PREVIOUS=$(previous_chart "$PREVIOUS_REF")
  CHART_CHECK=$(scripts/chart-check/build.sh)
  # Each chart's Secrets as its own ci/prerequisites made them: the operator keeps the previous release's
  # Secrets until the upgrade, then changes them as the new version asks (0.6.0: the key set JWT_KEYS
  # instead of JWT_PRIVATE_KEY, the social database).
  step "prerequisites made out of band for the previous chart (the application and database Secrets)"
  "$CHART_CHECK" -print-prerequisites \
    -prerequisites "$PREVIOUS/charts/vampire-hunt/ci/prerequisites/$(basename "$VALUES")" | kubectl -n "$NS" apply -f -
  step "helm install: the previous chart version ($(awk '/^version:/ {print $2}' "$PREVIOUS/charts/vampire-hunt/Chart.yaml"))"
  "$HELM" install "$RELEASE" "$PREVIOUS/charts/vampire-hunt" -n "$NS" -f "$VALUES" --set image.tag=$TAG --wait --wait-for-jobs --timeout 15m
  rm -rf "$PREVIOUS"
  step "prerequisites of the working tree's chart, applied before the upgrade as an operator would"
  "$CHART_CHECK" -print-prerequisites \
    -prerequisites "charts/vampire-hunt/ci/prerequisites/$(basename "$VALUES")" | kubectl -n "$NS" apply -f -
  step "helm upgrade: the working tree's chart ($CURRENT_VERSION)"
  "$HELM" upgrade "$RELEASE" charts/vampire-hunt -n "$NS" -f "$VALUES" --set image.tag=$TAG --wait --wait-for-jobs --timeout 15m
  kubectl get nodes
  kubectl -n "$NS" get deployments,jobs
  kubectl -n "$NS" get pods -o wide
  step "helm test"
  "$HELM" test "$RELEASE" -n "$NS" --timeout 5m

  # --- 5. journey -----------------------------------------------------------------------------------
  step "journey through the cluster's gateway"
  node_modules/.bin/tsx tests/cluster/journey.ts

  # --- 6. resilience --------------------------------------------------------------------------------
  step "resilience under load"
  HELM="$HELM" RELEASE="$RELEASE" NAMESPACE="$NS" VALUES="$VALUES" UPGRADE_TAG="$UPGRADE_TAG" \
    node_modules/.bin/tsx tests/cluster/resilience.ts

  # --- 7. tilt ----------------------------------------------------------------------------------------
  step "tilt ci"
  scripts/cluster/tilt-ci.sh

  step "passed in $((SECONDS - STARTED)) s"
}

main "$@"
