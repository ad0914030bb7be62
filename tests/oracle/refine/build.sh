#!/usr/bin/env bash
# Build the refinement oracle (tests/oracle/refine/main.go) against the latest
# upstream hcl + go-cty, with the module setup of ../shared/tools/reference-latest.sh
# (every module `replace`d by an extracted source directory, GOPROXY=off).
#
# usage: tests/oracle/refine/build.sh [OUT]   (default OUT: target/refine-oracle)
# Env: HCL_LATEST_GOMOD  the go.mod of that setup to reuse (default: the one
#        reference-latest.sh writes for the go-cty version hcl requires, found
#        from the bin folder it prints: BIN/../build/cty-VERSION/go.mod)
#      GO  the Go toolchain (default: the one reference-latest.sh uses)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../../.." && pwd)
out=${1:-$repo/target/refine-oracle}
GO=${GO:-/usr/lib/go-1.23/bin/go}
if [ -z "${HCL_LATEST_GOMOD:-}" ]; then
  bin=$(bash "$repo/../shared/tools/reference-latest.sh")
  root=$(dirname "$bin")
  cty=$(sed -n 's#^github.com/zclconf/go-cty@\(v[^ ]*\) .*#\1#p' "$bin/VERSIONS" | head -1)
  HCL_LATEST_GOMOD=$root/build/cty-$cty/go.mod
  export GOPATH=$root/gopath GOCACHE=${GOCACHE_LATEST:-$root/gocache}
fi
[ -f "$HCL_LATEST_GOMOD" ] || { echo "build.sh: no go.mod at $HCL_LATEST_GOMOD" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed 's/^module .*/module refine-oracle/' "$HCL_LATEST_GOMOD" >"$work/go.mod"
cp "$here/main.go" "$work/main.go"
export GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local GO111MODULE=on CGO_ENABLED=0
(cd "$work" && "$GO" build -trimpath -o "$out" .)
echo "$out"
