#!/usr/bin/env bash
# A real single-node Kubernetes on this machine: etcd, kube-apiserver, kube-controller-manager,
# kube-scheduler, containerd with runc, kubelet, kube-proxy, a bridge CNI and CoreDNS. Every address
# is on this machine: the node is the bridge vh-cni0 (NODE_IP), pods get 10.244.0.0/24 on it, Services
# 10.96.0.0/16. Nothing is pulled: the pause and CoreDNS images are made here (build-tools.sh).
#
#   scripts/cluster/node.sh up      # builds what is missing, starts everything, waits for the node
#   scripts/cluster/node.sh down    # stops it all and removes pods, bridge and iptables rules
#   scripts/cluster/node.sh load-images dev   # imports podman's vampire-hunt-<name>:dev images
#   scripts/cluster/node.sh env     # prints KUBECONFIG=... for other shells
#
# Runs as root (containers, network namespaces, iptables, cgroups). State lives in .local/cluster
# (containerd's images, etcd) and /run/vh-cluster (sockets, pod state); logs in .local/cluster/logs.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
source "$HERE/versions.sh"
# shellcheck source=../lib/podman-settings.sh
source "$REPO/scripts/lib/podman-settings.sh"

NODE_NAME=vh-node
NODE_IP=10.244.0.1
POD_CIDR=10.244.0.0/24
SERVICE_CIDR=10.96.0.0/16
KUBERNETES_SERVICE_IP=10.96.0.1
DNS_SERVICE_IP=10.96.0.10
BRIDGE=vh-cni0
API_PORT=16443
ETCD_PORT=12379

BIN="$CLUSTER_CACHE/bin"
DIR="$REPO/.local/cluster"
RUN=/run/vh-cluster
LOGS="$DIR/logs"
PKI="$DIR/pki"
export KUBECONFIG="$DIR/admin.kubeconfig"
KUBECTL="$BIN/kubectl"
log() { printf '[cluster] %s\n' "$*"; }
fail() { printf '[cluster] %s\n' "$*" >&2; exit 1; }

# --- tools --------------------------------------------------------------------------------------
apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  [ ${#missing[@]} = 0 ] && return
  log "installing ${missing[*]} with apt-get"
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

build() {
  [ "$(id -u)" = 0 ] || fail "run as root: a kubelet manages cgroups, mounts and network namespaces"
  apt_install etcd-server runc containernetworking-plugins iptables conntrack podman openssl mmdebstrap
  "$HERE/build-kubernetes.sh" "$BIN" kube-apiserver kube-controller-manager kube-scheduler kubelet kube-proxy kubectl
  "$HERE/build-tools.sh" "$BIN"
}

# --- certificates -------------------------------------------------------------------------------
# One CA signs the API server's serving certificate and every client certificate; clients are
# identified by their certificate's CN (user) and O (group), as kubeadm does.
sign() { # name CN O [subjectAltNames]
  local name=$1 cn=$2 org=$3 san=${4:-}
  [ -f "$PKI/$name.crt" ] && return
  openssl genrsa -out "$PKI/$name.key" 2048 2>/dev/null
  openssl req -new -key "$PKI/$name.key" -subj "/CN=$cn${org:+/O=$org}" -out "$PKI/$name.csr" 2>/dev/null
  local ext="$PKI/$name.ext"
  if [ -n "$san" ]; then
    printf 'subjectAltName=%s\nextendedKeyUsage=serverAuth,clientAuth\n' "$san" >"$ext"
  else
    printf 'extendedKeyUsage=clientAuth\n' >"$ext"
  fi
  openssl x509 -req -in "$PKI/$name.csr" -CA "$PKI/ca.crt" -CAkey "$PKI/ca.key" -CAcreateserial \
    -days 365 -extfile "$ext" -out "$PKI/$name.crt" 2>/dev/null
  rm -f "$PKI/$name.csr" "$ext"
}

kubeconfig() { # file user-cert
  local file=$1 cert=$2
  cat >"$file" <<EOF
apiVersion: v1
kind: Config
clusters: [{name: vh, cluster: {server: "https://$NODE_IP:$API_PORT", certificate-authority: "$PKI/ca.crt"}}]
users: [{name: $cert, user: {client-certificate: "$PKI/$cert.crt", client-key: "$PKI/$cert.key"}}]
contexts: [{name: vampire-hunt-local, context: {cluster: vh, user: $cert}}]
current-context: vampire-hunt-local
EOF
}

certificates() {
  mkdir -p "$PKI"
  if [ ! -f "$PKI/ca.crt" ]; then
    openssl req -x509 -newkey rsa:2048 -nodes -keyout "$PKI/ca.key" -out "$PKI/ca.crt" -days 365 \
      -subj "/CN=vampire-hunt-local-ca" 2>/dev/null
    openssl genrsa -out "$PKI/sa.key" 2048 2>/dev/null
    openssl rsa -in "$PKI/sa.key" -pubout -out "$PKI/sa.pub" 2>/dev/null
  fi
  sign apiserver kube-apiserver "" \
    "IP:$NODE_IP,IP:127.0.0.1,IP:$KUBERNETES_SERVICE_IP,DNS:kubernetes,DNS:kubernetes.default,DNS:kubernetes.default.svc,DNS:kubernetes.default.svc.cluster.local,DNS:localhost"
  sign kubelet-serving "system:node:$NODE_NAME" system:nodes "IP:$NODE_IP,DNS:$NODE_NAME"
  sign admin kubernetes-admin system:masters
  sign apiserver-kubelet-client kube-apiserver-kubelet-client system:masters
  sign controller-manager system:kube-controller-manager ""
  sign scheduler system:kube-scheduler ""
  sign kubelet "system:node:$NODE_NAME" system:nodes
  sign kube-proxy system:kube-proxy ""
  for user in admin controller-manager scheduler kubelet kube-proxy; do
    kubeconfig "$DIR/$user.kubeconfig" "$user"
  done
}

# --- processes ----------------------------------------------------------------------------------
start() { # name command...
  local name=$1; shift
  if [ -f "$RUN/$name.pid" ] && kill -0 "$(cat "$RUN/$name.pid")" 2>/dev/null; then return; fi
  setsid "$@" >"$LOGS/$name.log" 2>&1 </dev/null &
  echo $! >"$RUN/$name.pid"
}
alive() { [ -f "$RUN/$1.pid" ] && kill -0 "$(cat "$RUN/$1.pid")" 2>/dev/null; }
wait_for() { # description seconds process command...
  local what=$1 seconds=$2 process=$3; shift 3
  for _ in $(seq 1 "$seconds"); do
    "$@" >/dev/null 2>&1 && return
    alive "$process" || fail "$process exited while waiting for $what; the end of $LOGS/$process.log:
$(tail -n 20 "$LOGS/$process.log")"
    sleep 1
  done
  fail "$what did not happen within ${seconds}s; the end of $LOGS/$process.log:
$(tail -n 20 "$LOGS/$process.log")"
}

network() {
  # The node's address is the bridge's: the API server, the stores (scripts/cluster/stores.ts) and
  # the kubelet listen on it, and every pod reaches it through its default route.
  if ! ip link show "$BRIDGE" >/dev/null 2>&1; then
    ip link add "$BRIDGE" type bridge
    ip addr add "$NODE_IP/24" dev "$BRIDGE"
  fi
  ip link set "$BRIDGE" up
  sysctl -qw net.ipv4.ip_forward=1 net.bridge.bridge-nf-call-iptables=1
  mkdir -p "$DIR/cni"
  cat >"$DIR/cni/10-vh-bridge.conflist" <<EOF
{
  "cniVersion": "1.0.0",
  "name": "vh-pods",
  "plugins": [
    {
      "type": "bridge", "bridge": "$BRIDGE", "isGateway": true, "ipMasq": true, "hairpinMode": true,
      "ipam": { "type": "host-local", "ranges": [[{ "subnet": "$POD_CIDR", "gateway": "$NODE_IP" }]],
                "routes": [{ "dst": "0.0.0.0/0" }], "dataDir": "$RUN/cni-ipam" }
    },
    { "type": "portmap", "capabilities": { "portMappings": true } },
    { "type": "loopback" }
  ]
}
EOF
}

containerd_config() {
  cat >"$DIR/containerd.toml" <<EOF
version = 3
root = "$DIR/containerd"
state = "$RUN/containerd"
[grpc]
  address = "$RUN/containerd.sock"
[plugins.'io.containerd.cri.v1.images']
  snapshotter = "overlayfs"
  [plugins.'io.containerd.cri.v1.images'.pinned_images]
    sandbox = "localhost/vampire-hunt-pause:$K8S_VERSION"
[plugins.'io.containerd.cri.v1.runtime']
  # This machine refuses to lower a process's oom_score_adj below its parent's (the kubelet asks -998
  # for pod sandboxes): containerd keeps every container at its own score or above instead.
  restrict_oom_score_adj = true
  [plugins.'io.containerd.cri.v1.runtime'.cni]
    bin_dirs = ["/usr/lib/cni"]
    conf_dir = "$DIR/cni"
  [plugins.'io.containerd.cri.v1.runtime'.containerd]
    default_runtime_name = "runc"
    [plugins.'io.containerd.cri.v1.runtime'.containerd.runtimes.runc]
      runtime_type = "io.containerd.runc.v2"
      [plugins.'io.containerd.cri.v1.runtime'.containerd.runtimes.runc.options]
        BinaryName = "/usr/sbin/runc"
        SystemdCgroup = false
EOF
}

kubelet_config() {
  cat >"$DIR/kubelet.yaml" <<EOF
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
# This machine mounts cgroup v1 only; Kubernetes refuses it unless told so (KEP-5573).
failCgroupV1: false
cgroupDriver: cgroupfs
containerRuntimeEndpoint: unix://$RUN/containerd.sock
address: $NODE_IP
authentication:
  anonymous: {enabled: false}
  webhook: {enabled: true}
  x509: {clientCAFile: "$PKI/ca.crt"}
authorization: {mode: Webhook}
tlsCertFile: "$PKI/kubelet-serving.crt"
tlsPrivateKeyFile: "$PKI/kubelet-serving.key"
clusterDomain: cluster.local
clusterDNS: ["$DNS_SERVICE_IP"]
resolvConf: "$DIR/resolv.conf"
failSwapOn: false
# The kernel's defaults belong to the machine, not to this test node.
protectKernelDefaults: false
makeIPTablesUtilChains: true
serializeImagePulls: false
maxPods: 110
# Images are imported, never pulled, so none may be collected; a busy disk must not evict the game.
imageGCHighThresholdPercent: 100
evictionHard: {memory.available: "200Mi", nodefs.available: "1%", imagefs.available: "1%"}
EOF
  # The pods' resolver: CoreDNS answers cluster names; the node has nothing to forward to.
  printf 'nameserver %s\n' "$DNS_SERVICE_IP" >"$DIR/resolv.conf"
}

coredns_manifest() {
  cat <<EOF
apiVersion: v1
kind: ServiceAccount
metadata: {name: coredns, namespace: kube-system}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata: {name: system:coredns}
rules:
  - apiGroups: [""]
    resources: [services, pods, namespaces]
    verbs: [list, watch]
  - apiGroups: [discovery.k8s.io]
    resources: [endpointslices]
    verbs: [list, watch]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata: {name: system:coredns}
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: system:coredns}
subjects: [{kind: ServiceAccount, name: coredns, namespace: kube-system}]
---
apiVersion: v1
kind: ConfigMap
metadata: {name: coredns, namespace: kube-system}
data:
  Corefile: |
    .:53 {
        errors
        health :8080
        ready :8181
        kubernetes cluster.local in-addr.arpa ip6.arpa {
            pods insecure
            fallthrough in-addr.arpa ip6.arpa
        }
        cache 30
        loop
        reload
    }
---
apiVersion: apps/v1
kind: Deployment
metadata: {name: coredns, namespace: kube-system, labels: {k8s-app: kube-dns}}
spec:
  replicas: 1
  selector: {matchLabels: {k8s-app: kube-dns}}
  template:
    metadata: {labels: {k8s-app: kube-dns}}
    spec:
      serviceAccountName: coredns
      priorityClassName: system-cluster-critical
      dnsPolicy: Default
      containers:
        - name: coredns
          image: localhost/vampire-hunt-coredns:$COREDNS_VERSION
          imagePullPolicy: Never
          args: [-conf, /etc/coredns/Corefile]
          ports:
            - {name: dns, containerPort: 53, protocol: UDP}
            - {name: dns-tcp, containerPort: 53, protocol: TCP}
          securityContext:
            runAsUser: 65534
            readOnlyRootFilesystem: true
            allowPrivilegeEscalation: false
            capabilities: {drop: [ALL], add: [NET_BIND_SERVICE]}
          readinessProbe: {httpGet: {path: /ready, port: 8181}, periodSeconds: 2}
          livenessProbe: {httpGet: {path: /health, port: 8080}}
          resources: {requests: {cpu: 20m, memory: 32Mi}, limits: {memory: 128Mi}}
          volumeMounts: [{name: config, mountPath: /etc/coredns, readOnly: true}]
      volumes: [{name: config, configMap: {name: coredns}}]
---
apiVersion: v1
kind: Service
metadata: {name: kube-dns, namespace: kube-system, labels: {k8s-app: kube-dns}}
spec:
  clusterIP: $DNS_SERVICE_IP
  selector: {k8s-app: kube-dns}
  ports:
    - {name: dns, port: 53, protocol: UDP}
    - {name: dns-tcp, port: 53, protocol: TCP}
EOF
}

# ctr in the kubelet's namespace of containerd; its warning about cgroup v1 on every call is left out.
ctr_k8s() { "$BIN/ctr" --address "$RUN/containerd.sock" -n k8s.io "$@" 2> >(grep -v 'DEPRECATION: The support for cgroup v1' >&2); }

# Wraps a static binary as a single-layer image in containerd's k8s.io namespace (podman builds it
# FROM scratch; nothing is pulled).
import_binary_image() { # image binary
  local image=$1 binary=$2
  ctr_k8s images ls -q | grep -qx "$image" && return
  local context
  context=$(mktemp -d)
  cp "$binary" "$context/"
  printf 'FROM scratch\nCOPY %s /%s\nENTRYPOINT ["/%s"]\n' "$(basename "$binary")" "$(basename "$binary")" "$(basename "$binary")" >"$context/Containerfile"
  podman build -q -t "$image" "$context" >/dev/null
  podman save --format docker-archive "$image" | ctr_k8s images import --snapshotter overlayfs - >/dev/null
  rm -rf "$context"
}

# `helm test`'s curl, from Debian's packages (the chart's default image is on a registry).
import_curl_image() {
  local image=localhost/vampire-hunt-curl:bookworm
  ctr_k8s images ls -q | grep -qx "$image" && return
  if ! podman image exists "$image"; then
    apt_install mmdebstrap
    local rootfs
    rootfs=$(mktemp -d)
    mmdebstrap --quiet --variant=minbase --include=curl,ca-certificates \
      --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
      bookworm "$rootfs/rootfs.tar"
    podman import --quiet --change 'ENTRYPOINT ["curl"]' "$rootfs/rootfs.tar" "$image" >/dev/null
    rm -rf "$rootfs"
  fi
  podman save --format docker-archive "$image" | ctr_k8s images import --snapshotter overlayfs - >/dev/null
}

up() {
  [ "${SKIP_BUILD:-}" = 1 ] || build
  mkdir -p "$DIR" "$RUN" "$LOGS"
  certificates
  network
  containerd_config
  kubelet_config
  local etcd
  etcd=$(command -v etcd || echo /usr/bin/etcd)

  log "etcd and kube-apiserver on $NODE_IP:$API_PORT"
  start etcd "$etcd" --data-dir "$DIR/etcd" --listen-client-urls "http://127.0.0.1:$ETCD_PORT" \
    --advertise-client-urls "http://127.0.0.1:$ETCD_PORT" --listen-peer-urls http://127.0.0.1:12380
  start kube-apiserver "$BIN/kube-apiserver" --etcd-servers "http://127.0.0.1:$ETCD_PORT" \
    --bind-address "$NODE_IP" --advertise-address "$NODE_IP" --secure-port "$API_PORT" \
    --tls-cert-file "$PKI/apiserver.crt" --tls-private-key-file "$PKI/apiserver.key" \
    --client-ca-file "$PKI/ca.crt" --authorization-mode Node,RBAC \
    --kubelet-client-certificate "$PKI/apiserver-kubelet-client.crt" \
    --kubelet-client-key "$PKI/apiserver-kubelet-client.key" \
    --service-account-key-file "$PKI/sa.pub" --service-account-signing-key-file "$PKI/sa.key" \
    --service-account-issuer https://kubernetes.default.svc.cluster.local \
    --service-cluster-ip-range "$SERVICE_CIDR" --allow-privileged --kubelet-preferred-address-types InternalIP \
    --enable-admission-plugins NamespaceLifecycle,LimitRanger,ServiceAccount,DefaultStorageClass,ResourceQuota,PodSecurity,NodeRestriction
  wait_for "the API server" 120 kube-apiserver "$KUBECTL" get --raw /readyz

  log "controller manager, scheduler and containerd"
  start kube-controller-manager "$BIN/kube-controller-manager" --kubeconfig "$DIR/controller-manager.kubeconfig" \
    --authentication-kubeconfig "$DIR/controller-manager.kubeconfig" --authorization-kubeconfig "$DIR/controller-manager.kubeconfig" \
    --service-account-private-key-file "$PKI/sa.key" --root-ca-file "$PKI/ca.crt" \
    --cluster-signing-cert-file "$PKI/ca.crt" --cluster-signing-key-file "$PKI/ca.key" \
    --use-service-account-credentials --allocate-node-cidrs --cluster-cidr "$POD_CIDR" \
    --service-cluster-ip-range "$SERVICE_CIDR" --leader-elect=false --bind-address 127.0.0.1
  start kube-scheduler "$BIN/kube-scheduler" --kubeconfig "$DIR/scheduler.kubeconfig" \
    --authentication-kubeconfig "$DIR/scheduler.kubeconfig" --authorization-kubeconfig "$DIR/scheduler.kubeconfig" \
    --leader-elect=false --bind-address 127.0.0.1
  PATH="$BIN:$PATH" start containerd "$BIN/containerd" --config "$DIR/containerd.toml"
  wait_for "containerd" 60 containerd "$BIN/ctr" --address "$RUN/containerd.sock" version
  import_binary_image "localhost/vampire-hunt-pause:$K8S_VERSION" "$BIN/pause"
  import_binary_image "localhost/vampire-hunt-coredns:$COREDNS_VERSION" "$BIN/coredns"
  import_curl_image

  log "kubelet and kube-proxy"
  start kubelet "$BIN/kubelet" --config "$DIR/kubelet.yaml" --kubeconfig "$DIR/kubelet.kubeconfig" \
    --hostname-override "$NODE_NAME" --node-ip "$NODE_IP" --root-dir "$DIR/kubelet" --v 1
  start kube-proxy "$BIN/kube-proxy" --kubeconfig "$DIR/kube-proxy.kubeconfig" --hostname-override "$NODE_NAME" \
    --cluster-cidr "$POD_CIDR" --proxy-mode iptables --conntrack-max-per-core 0 \
    --metrics-bind-address 127.0.0.1:10249 --healthz-bind-address 127.0.0.1:10256
  wait_for "node $NODE_NAME to be Ready" 180 kubelet "$KUBECTL" wait "node/$NODE_NAME" --for condition=Ready --timeout 1s

  log "CoreDNS"
  coredns_manifest | "$KUBECTL" apply -f - >/dev/null
  wait_for "CoreDNS" 180 kubelet "$KUBECTL" -n kube-system rollout status deployment/coredns --timeout 1s
  "$KUBECTL" get nodes -o wide
}

down() {
  log "stopping the cluster"
  # Pods first, while the kubelet and containerd still run: their containers and sandboxes go with them.
  if alive kube-apiserver && alive kubelet; then
    "$KUBECTL" delete namespace --all --wait=false >/dev/null 2>&1 || true
  fi
  local name
  for name in kube-proxy kubelet kube-scheduler kube-controller-manager kube-apiserver etcd; do
    if alive "$name"; then kill "$(cat "$RUN/$name.pid")"; fi
  done
  if alive containerd; then
    # Stops every task (the pods' processes) before containerd itself.
    for task in $(ctr_k8s tasks ls -q 2>/dev/null); do ctr_k8s tasks kill -s KILL "$task" >/dev/null 2>&1 || true; done
    sleep 1
    kill "$(cat "$RUN/containerd.pid")"
  fi
  for name in kube-proxy kubelet kube-scheduler kube-controller-manager kube-apiserver etcd containerd; do
    for _ in $(seq 1 30); do alive "$name" || break; sleep 1; done
    if alive "$name"; then kill -9 "$(cat "$RUN/$name.pid")"; fi
  done
  pkill -f containerd-shim-runc-v2 2>/dev/null || true
  # Mounts the kubelet and containerd left (pod volumes, overlay rootfs), deepest first.
  grep -E " ($DIR|$RUN)/" /proc/mounts | awk '{print $2}' | sort -r | xargs -r -n1 umount -l 2>/dev/null || true
  ip netns list 2>/dev/null | awk '/^cni-/ {print $1}' | xargs -r -n1 ip netns delete 2>/dev/null || true
  ip link delete "$BRIDGE" 2>/dev/null || true
  # kube-proxy's and the CNI's iptables chains.
  "$BIN/kube-proxy" --cleanup >/dev/null 2>&1 || true
  iptables-save | grep -q 'CNI-' && iptables-save | grep -v -- 'CNI-' | iptables-restore || true
  # Every run starts from an empty cluster; containerd's images (imported, slow to import) are kept.
  rm -rf "$RUN" "$DIR/etcd" "$DIR/kubelet"
}

# Imports podman's images of every deployable at <tag> into the node's containerd (they are never
# pulled: the chart's values say pullPolicy Never), each also as <extra tag> when given.
load_images() { # tag [extra tag]
  local tag=$1 extra=${2:-} images=() dir
  for dir in gateway services/*; do
    [ -f "$REPO/$dir/package.json" ] || continue
    node -e 'process.exit(require(process.argv[1]).vampireHunt?.port ? 0 : 1)' "$REPO/$dir/package.json" &&
      images+=("localhost/vampire-hunt-$(basename "$dir"):$tag")
  done
  podman save -m --format docker-archive "${images[@]}" | ctr_k8s images import --snapshotter overlayfs - >/dev/null
  local image
  for image in "${images[@]}"; do
    [ -z "$extra" ] || ctr_k8s images tag --force "$image" "${image%:*}:$extra" >/dev/null
  done
  ctr_k8s images ls | awk 'NR > 1 && /vampire-hunt/ {printf "  %-60s %s %s\n", $1, $4, $5}'
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  build) build ;;
  load-images) shift; load_images "$@" ;;
  env) echo "KUBECONFIG=$KUBECONFIG" ;;
  *) echo "usage: $0 up|down|build|load-images <tag> [<extra tag>]|env" >&2; exit 2 ;;
esac
