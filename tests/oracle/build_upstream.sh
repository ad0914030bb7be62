#!/bin/sh
# Build "upstream" variants of our oracles (parsedump, hcleval) against the latest
# upstream hashicorp/hcl (v2.24+, commit 2efc2662) and go-cty v1.16.3, the versions
# upstream HCL requires, instead of the installed reference (hcl v2.14.1).
#
# usage: build_upstream.sh HCL_GIT_DIR CTY_GIT_DIR
#   (git directories of clones of github.com/hashicorp/hcl and github.com/zclconf/go-cty)
# Produces /tmp/parsedump-up, /tmp/hcleval-up and /tmp/hcldec-up.
#
# Offline caveat: Go here is 1.19 and only go-textseg v13 is installed, so the
# upstream imports of go-textseg/v15 are rewritten to v13 (Unicode 13 grapheme
# tables instead of 15; no corpus input depends on the difference).
set -e
HCL=${1:?hcl git dir}; CTY=${2:?go-cty git dir}
here=$(cd "$(dirname "$0")" && pwd)
G=/tmp/upgo
rm -rf $G; mkdir -p $G/src/github.com/hashicorp/hcl/v2 $G/src/github.com/zclconf/go-cty
git --git-dir="$HCL" archive 2efc2662361a9f5fd39f5d0cd46970ce4c3f7be2 | tar -x -C $G/src/github.com/hashicorp/hcl/v2
git --git-dir="$CTY" archive v1.16.3 | tar -x -C $G/src/github.com/zclconf/go-cty
grep -rl "go-textseg/v15" --include=*.go $G/src | xargs -r sed -i 's#go-textseg/v15#go-textseg/v13#'
(cd "$here/parsedump" && GOPATH=$G:/usr/share/gocode GO111MODULE=off GOFLAGS= go build -o /tmp/parsedump-up .)
mkdir -p /tmp/hcleval-up-src && cp /work/shared/tools/hcleval/main.go /tmp/hcleval-up-src/
(cd /tmp/hcleval-up-src && GOPATH=$G:/usr/share/gocode GO111MODULE=off GOFLAGS= go build -o /tmp/hcleval-up .)
(cd $G/src/github.com/hashicorp/hcl/v2/cmd/hcldec && GOPATH=$G:/usr/share/gocode GO111MODULE=off GOFLAGS= go build -o /tmp/hcldec-up .)
echo built /tmp/parsedump-up /tmp/hcleval-up /tmp/hcldec-up
