#!/usr/bin/env bash
# Builds the npm package hcl2-wasm into bindings/wasm/pkg/: the crate for
# wasm32-unknown-unknown (release, LTO), the JavaScript glue by
# wasm-bindgen-cli (the version pinned in Cargo.toml), the module gzipped,
# and the package's own index.js, index.d.ts and package.json. Needs: rustup target add wasm32-unknown-unknown;
# cargo install wasm-bindgen-cli --version "$(the pinned version)".
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
want="$(sed -n 's/^wasm-bindgen = "=\([0-9.]*\)".*/\1/p' "$here/Cargo.toml")"
have="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" || true
if [ "$have" != "$want" ]; then
  echo "build.sh: wasm-bindgen-cli $want is needed (found: ${have:-none});" >&2
  echo "  cargo install wasm-bindgen-cli --version $want" >&2
  exit 1
fi
# speed first (opt-level 3), one codegen unit and fat LTO: set for this build
# only, by environment (the workspace's release profile is the CLI's)
CARGO_PROFILE_RELEASE_LTO=fat CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 CARGO_PROFILE_RELEASE_OPT_LEVEL=3 \
  cargo build --manifest-path "$here/Cargo.toml" --release --target wasm32-unknown-unknown --locked
out="$here/pkg"
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --remove-name-section --remove-producers-section \
  --out-dir "$out" --out-name hcl2_wasm \
  "$target_dir/wasm32-unknown-unknown/release/hcl2_wasm.wasm"
# the module ships compressed (index.js inflates it: node's zlib, the
# browser's DecompressionStream), as @cdktf/hcl2json ships its own
gzip -9 -n "$out/hcl2_wasm_bg.wasm"
cp "$here/js/index.js" "$here/js/index.d.ts" "$here/js/package.json" "$root/LICENSE" "$out/"
cp "$here/js/README.md" "$out/README.md"
ls -l "$out"
