# The versions of everything the local cluster runs, in one place (sourced by scripts/cluster/*.sh).
K8S_VERSION=v1.37.2          # k8s.io/kubernetes
K8S_STAGING_VERSION=v0.37.2  # its staging modules (k8s.io/api, ...) are v0.<minor>.<patch>
CONTAINERD_VERSION=v2.2.9    # github.com/containerd/containerd/v2 (cgroup v1 still supported)
COREDNS_VERSION=v1.14.7      # github.com/coredns/coredns (fixes the reports against 1.14.1 in Go's vulnerability database)
TILT_VERSION=v0.34.0          # github.com/tilt-dev/tilt (the newest the module proxy serves here; 0.37.4, which fixes GO-2026-5181, -5317, -5533, is refused)
KWOK_VERSION=v0.7.0          # sigs.k8s.io/kwok (scripts/chart-cluster-test.sh only)
CLUSTER_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/vampire-hunt/cluster-$K8S_VERSION"
