#!/usr/bin/env bash
# Builds our Go oracle programs (parsedump, dyndec, typeexpr, idchars, diagdump, and the
# number generators under tests/corpus/numbers) against the latest reference:
# the same hcl/go-cty module set as the reference's hcleval and hcldec.
#
# usage: tests/oracle/build_oracles.sh            (from the repository root)
# env:   HCL_REF_BIN  folder holding the latest reference's hcleval and hcldec;
#                     default: what `../shared/tools/reference-latest.sh` prints
#        ORACLE_OUT   where the binaries go (default target/oracle)
#        GO           Go >= 1.22 toolchain (default: the Go 1.23 that
#                     reference-latest.sh uses, else `go`)
# The module file is the one reference-latest.sh wrote beside the reference's
# bin folder (build/cty-VERSION/go.mod: every module `replace`d by a local
# directory, GOPROXY=off), so nothing is downloaded.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
BIN=${HCL_REF_BIN:-$(cd "$repo" && bash ../shared/tools/reference-latest.sh)}
BIN=$(cd "$BIN" && pwd)
ROOT=$(dirname "$BIN")
OUT=${ORACLE_OUT:-$repo/target/oracle}
if [ -z "${GO:-}" ]; then
  if [ -x /usr/lib/go-1.23/bin/go ]; then GO=/usr/lib/go-1.23/bin/go; else GO=go; fi
fi
cty=$(sed -n 's#^github.com/zclconf/go-cty@\(v[^ ]*\) .*#\1#p' "$BIN/VERSIONS")
gomod=$ROOT/build/cty-$cty/go.mod
[ -f "$gomod" ] || { echo "build_oracles: no module file $gomod (run reference-latest.sh)" >&2; exit 1; }
mod=$OUT/src
rm -rf "$mod"; mkdir -p "$mod"
sed 's/^module .*/module hcl2-oracles/' "$gomod" >"$mod/go.mod"
for p in parsedump dyndec typeexpr idchars diagdump; do
  mkdir -p "$mod/$p"; cp "$here/$p/main.go" "$mod/$p/"
done
mkdir -p "$mod/numcty" "$mod/gomath"
cp "$repo/tests/corpus/numbers/cty/gen_cty.go" "$mod/numcty/main.go"
cp "$repo/tests/corpus/numbers/gomath/gen_gomath.go" "$mod/gomath/main.go"
export GOFLAGS=-mod=mod GOPROXY=off GOSUMDB=off GOTOOLCHAIN=local GO111MODULE=on CGO_ENABLED=0
export GOPATH=${GOPATH_ORACLE:-$ROOT/gopath} GOCACHE=${GOCACHE_ORACLE:-$ROOT/gocache}
for p in parsedump dyndec typeexpr idchars diagdump numcty gomath; do
  (cd "$mod" && nice -n 10 "$GO" build -trimpath -o "$OUT/$p" "./$p")
done
cp "$BIN/VERSIONS" "$OUT/VERSIONS"
echo "$OUT"
