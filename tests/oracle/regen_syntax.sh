#!/bin/sh
# Regenerate the syntax corpus inputs and their expectations with the latest
# reference parser (parsedump, built by build_oracles.sh on first use; see oracles.py).
set -e
here=$(cd "$(dirname "$0")" && pwd)
rm -f "$here"/../corpus/syntax/*.hcl "$here"/../corpus/syntax/*.json
python3 "$here/gen_syntax.py"
python3 "$here/regen_syntax.py"
