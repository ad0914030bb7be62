#!/usr/bin/env python3
"""Writes tests/corpus/recovering.jsonl: every input of the syntax corpus
parsed after an earlier error, so that the reference's parser reads all of it
in recovery mode (where it reports only some of its errors).

usage: gen_recovering.py

Each line is [NAME, PREFIX, DIAGS]: the input tests/corpus/syntax/NAME with
PREFIX put before it, and the latest reference parser's diagnostics for that
text (diagdump, see oracles.py; rows as in the mutant corpus). Checked by
tests/syntax/parser/mutants_corpus.rs.
"""
import glob
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import gen_mutants  # noqa: E402

# an earlier error of each kind of skip: a bad top-level item, a bad block
# header, a bad item inside an open block, a failed attribute expression
PREFIXES = ["x\n", 't""\n', "b {\n  x\n", "a = (1 2)\n"]


def main():
    syntax = os.path.join(here, "..", "corpus", "syntax")
    inputs = []
    for path in sorted(glob.glob(os.path.join(syntax, "*.hcl"))):
        with open(path, "rb") as f:
            inputs.append((os.path.basename(path), f.read()))
    lines = []
    for k, prefix in enumerate(PREFIXES):
        items = [(f"{k}:{name}", prefix.encode() + src) for name, src in inputs]
        diags = gen_mutants.oracle_diags(items)
        lines += [json.dumps([name, prefix, diags[f"{k}:{name}"]]) for name, _ in inputs]
    out = os.path.join(here, "..", "corpus", "recovering.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"recovering: {len(lines)} variants of {len(inputs)} inputs")


if __name__ == "__main__":
    main()
