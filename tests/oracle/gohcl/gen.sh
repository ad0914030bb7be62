#!/usr/bin/env bash
# Regenerates tests/corpus/gohcl/expected.jsonl: what the reference's gohcl
# decodes from every tests/corpus/gohcl/*.hcl and *.json (one JSON line a file, in file
# name order). Run from the repository root.
set -euo pipefail
oracle=$(bash "$(dirname "$0")/build.sh")
cd tests/corpus/gohcl
ls *.hcl *.json | LC_ALL=C sort | xargs "$oracle" >expected.jsonl
wc -l expected.jsonl
