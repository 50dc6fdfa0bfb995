#!/usr/bin/env bash
# Installs the chart into a real Kubernetes API server started on this machine, so the API server's
# own validation, defaulting and admission run on every object (optional; not part of `npm test`):
#
#   1. kube-apiserver, kube-controller-manager, kube-scheduler and kubectl are built with `go build`
#      by scripts/cluster/build-kubernetes.sh (shared with the real node of scripts/cluster/);
#      kwok from the Go module proxy; etcd from Debian (installed with apt-get when missing, as root);
#      for a cluster whose pods really run, see npm run test:cluster;
#   2. etcd, the API server (loopback, self-signed serving certificate, a generated service-account
#      key), the controller manager, the scheduler and kwok (one fake node; pods are scheduled and
#      reported running, Job pods complete) are started in a temporary directory;
#   3. the operators' CRDs (scripts/chart-check/crd-files.sh; for Strimzi's kinds, whose CRDs no
#      registry package ships, schema-less stand-ins) and the prerequisites of ci/default-values.yaml
#      are applied, then the chart as committed (HEAD) is installed, upgraded to the working tree,
#      and `helm test` runs (kwok completes the test pod: containers do not really run here);
#   4. every other ci/*.yaml value set is installed with `helm install --dry-run=server` into a
#      namespace of its own holding its prerequisites, so the API server validates and admits
#      every object of every value set.
#
#   scripts/chart-cluster-test.sh            # everything, builds cached in ~/.cache/vampire-hunt
#   KEEP=1 scripts/chart-cluster-test.sh     # leave the cluster running (prints KUBECONFIG)
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)

source scripts/cluster/versions.sh  # K8S_VERSION, KWOK_VERSION, CLUSTER_CACHE
BIN="$CLUSTER_CACHE/bin"
HELM=${HELM:-$(command -v helm || echo "$(go env GOPATH)/bin/helm")}
log() { printf '\n== %s\n' "$*"; }

# --- 1. binaries ------------------------------------------------------------------------------------
build_kubernetes() {
  scripts/cluster/build-kubernetes.sh "$BIN" kube-apiserver kube-controller-manager kube-scheduler kubectl
}
build_kwok() {
  [ -x "$BIN/kwok" ] && return
  log "building kwok $KWOK_VERSION"
  GOBIN="$BIN" CGO_ENABLED=0 go install "sigs.k8s.io/kwok/cmd/kwok@$KWOK_VERSION"
}
find_etcd() {
  # Found on PATH, else installed from Debian the way the stack's redis-server and chromium are.
  ETCD=$(node_modules/.bin/tsx -e "import { debianBinary } from './scripts/lib/debianPackage'; \
    process.stdout.write(debianBinary('etcd', 'etcd-server', 'put etcd on PATH'))") ||
    { echo "etcd is missing: apt-get install etcd-server" >&2; exit 2; }
  ETCD=$(tail -n1 <<<"$ETCD") # an install logs before the path
}
build_kubernetes
build_kwok
find_etcd

# --- 2. the control plane -----------------------------------------------------------------------
RUN=$(mktemp -d "${TMPDIR:-/tmp}/chart-cluster.XXXXXX")
PIDS=()
cleanup() {
  local status=$?
  if [ "$status" != 0 ]; then
    for f in "$RUN"/*.log; do printf '\n-- %s (last lines)\n' "$f"; tail -n 15 "$f"; done
  fi
  if [ "${KEEP:-}" = 1 ]; then echo "cluster left running: KUBECONFIG=$RUN/kubeconfig (pids ${PIDS[*]})"; return; fi
  # In reverse start order: the API server hangs in its graceful shutdown when etcd is gone first.
  local i
  for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do
    kill "${PIDS[i]}" 2>/dev/null || true
    wait "${PIDS[i]}" 2>/dev/null || true
  done
  rm -rf "$RUN"
}
trap cleanup EXIT
start() { local name=$1; shift; "$@" >"$RUN/$name.log" 2>&1 & PIDS+=($!); }

openssl genrsa -out "$RUN/sa.key" 2048 2>/dev/null
openssl rsa -in "$RUN/sa.key" -pubout -out "$RUN/sa.pub" 2>/dev/null
TOKEN=$(openssl rand -hex 16)
printf '%s,admin,admin,system:masters\n' "$TOKEN" >"$RUN/tokens.csv"
cat >"$RUN/kubeconfig" <<EOF
apiVersion: v1
kind: Config
clusters: [{name: local, cluster: {server: "https://127.0.0.1:16443", insecure-skip-tls-verify: true}}]
users: [{name: admin, user: {token: "$TOKEN"}}]
contexts: [{name: local, context: {cluster: local, user: admin}}]
current-context: local
EOF
export KUBECONFIG="$RUN/kubeconfig"
KUBECTL="$BIN/kubectl"

log "starting etcd, kube-apiserver, controller manager, scheduler and kwok in $RUN"
start etcd "$ETCD" --data-dir "$RUN/etcd" --listen-client-urls http://127.0.0.1:12379 \
  --advertise-client-urls http://127.0.0.1:12379 --listen-peer-urls http://127.0.0.1:12380
start kube-apiserver "$BIN/kube-apiserver" --etcd-servers http://127.0.0.1:12379 \
  --bind-address 127.0.0.1 --secure-port 16443 --cert-dir "$RUN/certs" \
  --token-auth-file "$RUN/tokens.csv" --authorization-mode RBAC \
  --service-account-key-file "$RUN/sa.pub" --service-account-signing-key-file "$RUN/sa.key" \
  --service-account-issuer https://kubernetes.default.svc --service-cluster-ip-range 10.96.0.0/16 \
  --enable-admission-plugins NamespaceLifecycle,LimitRanger,ServiceAccount,DefaultStorageClass,ResourceQuota,PodSecurity
for _ in $(seq 1 60); do
  "$KUBECTL" get --raw /readyz >/dev/null 2>&1 && break
  kill -0 "${PIDS[-1]}" 2>/dev/null || { echo "kube-apiserver exited (port 16443 or 12379 still taken by an earlier run?)" >&2; exit 1; }
  sleep 2
done
"$KUBECTL" get --raw /readyz >/dev/null
start kube-controller-manager "$BIN/kube-controller-manager" --kubeconfig "$KUBECONFIG" \
  --service-account-private-key-file "$RUN/sa.key" --use-service-account-credentials=false \
  --controllers '*,-nodeipam,-nodelifecycle,-serviceaccount-token' --leader-elect=false
start kube-scheduler "$BIN/kube-scheduler" --kubeconfig "$KUBECONFIG" --leader-elect=false
# kwok's own pod stages (ready, Job pods complete, delete) plus one that completes `helm test` pods,
# which no Job owns (a pod stage in the config replaces all of kwok's defaults).
STAGES="$(go env GOMODCACHE)/sigs.k8s.io/kwok@$KWOK_VERSION/kustomize/stage/pod/fast"
{
  for stage in pod-ready pod-complete pod-delete; do cat "$STAGES/$stage.yaml"; echo '---'; done
  sed -e 's/name: pod-complete/name: pod-complete-helm-test/' \
      -e "s/'.metadata.ownerReferences.\[\].kind'/'.metadata.annotations[\"helm.sh\/hook\"]'/" \
      -e "s/- 'Job'/- 'test'/" "$STAGES/pod-complete.yaml"
} >"$RUN/kwok-stages.yaml"
start kwok "$BIN/kwok" --kubeconfig "$KUBECONFIG" --config "$RUN/kwok-stages.yaml" --manage-all-nodes=false \
  --manage-nodes-with-annotation-selector=kwok.x-k8s.io/node=fake --cidr 10.0.0.1/24 --node-ip 10.0.0.1
"$KUBECTL" apply -f - <<'EOF'
apiVersion: v1
kind: Node
metadata:
  name: kwok-node-0
  annotations: {kwok.x-k8s.io/node: fake}
  labels: {kubernetes.io/hostname: kwok-node-0, type: kwok}
status:
  allocatable: {cpu: "32", memory: 256Gi, pods: "110"}
  capacity: {cpu: "32", memory: 256Gi, pods: "110"}
EOF
# The node lifecycle controller, which would lift the not-ready taint a new node gets, is off (it
# would evict kwok's pods between heartbeats): lift it once kwok reports the node Ready.
"$KUBECTL" wait node/kwok-node-0 --for=condition=Ready --timeout=60s
"$KUBECTL" taint nodes kwok-node-0 node.kubernetes.io/not-ready:NoSchedule- || true

# --- 3. the chart --------------------------------------------------------------------------------
NS=vampire-hunt
log "CRDs and prerequisites"
# Server-side: the operators' CRDs are too large for the last-applied annotation of a client apply.
scripts/chart-check/crd-files.sh | while IFS= read -r crd; do "$KUBECTL" apply --server-side -f "$crd"; done
# Strimzi's kinds: stand-in CRDs that accept any spec (chart-check checks them structurally).
for kind in Kafka KafkaNodePool KafkaUser KafkaTopic; do
  plural="$(tr '[:upper:]' '[:lower:]' <<<"$kind")s"
  "$KUBECTL" apply -f - <<EOF
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: $plural.kafka.strimzi.io
spec:
  group: kafka.strimzi.io
  scope: Namespaced
  names: {kind: $kind, plural: $plural, singular: $(tr '[:upper:]' '[:lower:]' <<<"$kind")}
  versions:
    - name: v1
      served: true
      storage: true
      subresources: {status: {}}
      schema:
        openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}
EOF
done
"$KUBECTL" wait --for condition=established --timeout=60s crd --all
"$KUBECTL" create namespace "$NS"
"$KUBECTL" label namespace "$NS" pod-security.kubernetes.io/enforce=restricted
CHART_CHECK=$(scripts/chart-check/build.sh)
"$CHART_CHECK" -print-prerequisites -prerequisites charts/vampire-hunt/ci/prerequisites/default-values.yaml |
  "$KUBECTL" -n "$NS" apply -f -

PREVIOUS="$RUN/previous"
mkdir -p "$PREVIOUS"
git -C "$REPO" archive HEAD charts/vampire-hunt | tar -x -C "$PREVIOUS"
log "install the committed chart ($(awk '/^version:/ {print $2}' "$PREVIOUS/charts/vampire-hunt/Chart.yaml"))"
"$HELM" install vampire-hunt "$PREVIOUS/charts/vampire-hunt" -n "$NS" -f charts/vampire-hunt/ci/default-values.yaml --wait --timeout 5m
log "upgrade to the working tree"
"$HELM" upgrade vampire-hunt charts/vampire-hunt -n "$NS" -f charts/vampire-hunt/ci/default-values.yaml --wait --timeout 5m
"$KUBECTL" -n "$NS" get deployments,pods
log "helm test"
"$HELM" test vampire-hunt -n "$NS" --timeout 3m

# The other value sets: server-side dry runs, each in a namespace with its prerequisites.
"$KUBECTL" create namespace monitoring  # ci/observability-values.yaml puts its dashboard there
for values in charts/vampire-hunt/ci/*.yaml; do
  name=$(basename "$values" .yaml)
  [ "$name" = default-values ] && continue
  ns="vh-${name%-values}"
  log "helm install --dry-run=server with $values (namespace $ns)"
  "$KUBECTL" create namespace "$ns"
  "$KUBECTL" label namespace "$ns" pod-security.kubernetes.io/enforce=restricted
  prerequisites=charts/vampire-hunt/ci/prerequisites/$name.yaml
  if [ -f "$prerequisites" ]; then
    "$CHART_CHECK" -print-prerequisites -prerequisites "$prerequisites" | "$KUBECTL" -n "$ns" apply -f - >/dev/null
  fi
  "$HELM" install vampire-hunt charts/vampire-hunt -n "$ns" -f "$values" --dry-run=server >/dev/null
  echo "accepted"
done
log "done: installed, upgraded and tested against kube-apiserver $K8S_VERSION; every value set accepted"
