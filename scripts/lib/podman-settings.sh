# Podman settings of this checkout, in .local/containers/ (written on every use; nothing under /etc
# is changed), exported for the podman commands of the sourcing script (scripts/build-images.sh,
# scripts/cluster/*.sh): runc with cgroupfs, ulimits within this machine's hard limits (podman's
# defaults exceed them: runc fails with `setrlimit ... operation not permitted`), no registry search.
conf=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/.local/containers
mkdir -p "$conf"
# Open files: the machine's hard limit. Processes: at most 4096 (ample for a service or a build
# step); podman runs with a lower process limit than the shell's (32768 here) and runc cannot raise it.
nofile=$(ulimit -Hn)
nproc=$(ulimit -Hu)
[ "$nofile" = unlimited ] && nofile=1048576
{ [ "$nproc" = unlimited ] || [ "$nproc" -gt 4096 ]; } && nproc=4096
cat >"$conf/containers.conf" <<EOF
# Written by scripts/lib/podman-settings.sh on every use.
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=$nproc:$nproc"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
cat >"$conf/registries.conf" <<'EOF'
# Written by scripts/lib/podman-settings.sh: short names never go to a registry.
unqualified-search-registries = []
short-name-mode = "enforcing"
EOF
# The system's default store (overlay), so plain `podman images` / `podman run` see these images.
cat >"$conf/storage.conf" <<'EOF'
# Written by scripts/lib/podman-settings.sh.
[storage]
driver = "overlay"
graphroot = "/var/lib/containers/storage"
runroot = "/run/containers/storage"
EOF
export CONTAINERS_CONF=$conf/containers.conf
export CONTAINERS_REGISTRIES_CONF=$conf/registries.conf
export CONTAINERS_STORAGE_CONF=$conf/storage.conf
