#!/usr/bin/env bash
# Builds the gohcl oracle (main.go beside this script) against the latest
# reference, in the module setup of ../shared/tools/reference-latest.sh
# (its go.mod, with every module replaced by a local directory; no network).
# Prints the binary's path. Run from the repository root.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(bash ../shared/tools/reference-latest.sh)
root=$(dirname "$bin")
ver=$(sed -n "s/^github.com\/zclconf\/go-cty@\(v[^ ]*\) .*/\1/p" "$bin/VERSIONS" | head -1)
mod=$root/build/cty-$ver
[ -f "$mod/go.mod" ] || { echo "gohcl oracle: no module at $mod" >&2; exit 1; }
work=${GOHCL_WORK:-$(mktemp -d)}
mkdir -p "$work"
sed 's/^module .*/module gohcl-oracle/' "$mod/go.mod" >"$work/go.mod"
cp "$here/main.go" "$work/main.go"
GO=${GO:-/usr/lib/go-1.23/bin/go}
(cd "$work" && GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local GO111MODULE=on \
  GOPATH=$root/gopath GOCACHE=${GOCACHE_LATEST:-$root/gocache} CGO_ENABLED=0 \
  "$GO" build -trimpath -o "$work/gohcl" .)
echo "$work/gohcl"
