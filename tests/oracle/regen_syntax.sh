#!/bin/sh
# Rebuild the parsedump oracle and regenerate the syntax corpora and expectations.
# Needs /tmp/parsedump-up first: run build_upstream.sh (see README.md).
set -e
here=$(cd "$(dirname "$0")" && pwd)
(cd "$here/parsedump" && GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS= go build -o /tmp/parsedump .)
rm -f "$here"/../corpus/syntax/*.hcl "$here"/../corpus/syntax/*.json "$here"/../corpus/syntax_upstream/*.hcl "$here"/../corpus/syntax_upstream/*.json
python3 "$here/gen_syntax.py"
python3 "$here/regen_syntax.py" /tmp/parsedump /tmp/parsedump-up
