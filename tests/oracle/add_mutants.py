#!/usr/bin/env python3
"""Adds chosen mutants of a measurement run to the committed mutant corpus.

usage: add_mutants.py RUN_DIR OWNER+NAME:LINE [...] [--out DIR]

RUN_DIR is the --out folder of a `gen_mutants.py --all` run; OWNER+NAME:LINE
names a line of RUN_DIR/OWNER+NAME/mutants.jsonl (1-based, as
tests/syntax/parser/mutants_corpus.rs prints it in a MISMATCH). Each chosen mutant's
original file is copied into the corpus (OUT/OWNER+NAME/files/PATH) and its line
appended to OUT/OWNER+NAME/mutants.jsonl and to OUT/OWNER+NAME/added.jsonl;
gen_mutants.py keeps the added.jsonl lines (asking the oracle again) when it
regenerates a repository. Used for mutants that once disagreed with the
reference and were fixed, so they stay checked.
"""
import argparse
import json
import os
import shutil

here = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("run")
    ap.add_argument("picks", nargs="+")
    ap.add_argument("--out", default=os.path.join(here, "..", "corpus", "mutants"))
    a = ap.parse_args()
    lines = {}
    for pick in a.picks:
        slug, n = pick.rsplit(":", 1)
        if slug not in lines:
            with open(os.path.join(a.run, slug, "mutants.jsonl"), encoding="utf-8") as fh:
                lines[slug] = fh.read().splitlines()
        line = lines[slug][int(n) - 1]
        path = json.loads(line)[0]
        dst = os.path.join(a.out, slug, "files", path)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(os.path.join(a.run, slug, "files", path), dst)
        for name in ("mutants.jsonl", "added.jsonl"):
            with open(os.path.join(a.out, slug, name), "a", encoding="utf-8") as fh:
                fh.write(line + "\n")
    print(f"added {len(a.picks)} mutants")


if __name__ == "__main__":
    main()
