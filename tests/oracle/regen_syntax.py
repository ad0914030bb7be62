#!/usr/bin/env python3
"""Writes NAME.expect.json beside every input of the syntax corpus.

usage: regen_syntax.py [PARSEDUMP]

tests/corpus/syntax/NAME.hcl: expectation = the latest reference parser (hcl v2.24)
via PARSEDUMP (default: our parsedump built by build_oracles.sh, see oracles.py).
"""
import glob
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402
import oracles  # noqa: E402

ref = sys.argv[1] if len(sys.argv) > 1 else oracles.oracle("parsedump")
main_dir = os.path.join(here, "..", "corpus", "syntax")


def dump(exe, path):
    # run from the file's directory so no path of ours leaks into the output
    p = subprocess.run([exe, os.path.basename(path)], cwd=os.path.dirname(path), capture_output=True, timeout=60)
    if p.returncode != 0:
        raise SystemExit(f"{exe} failed on {path}: {p.stderr.decode()}")
    return json.loads(p.stdout)


def one(path):
    with open(path[:-4] + ".expect.json", "w", encoding="utf-8") as f:
        f.write(jsonfmt.dumps(dump(ref, path)) + "\n")


with ThreadPoolExecutor(max_workers=2) as ex:
    list(ex.map(one, sorted(glob.glob(os.path.join(main_dir, "*.hcl")))))
n_main = len(glob.glob(os.path.join(main_dir, "*.hcl")))
oks = sum(json.load(open(p))["ok"] for p in glob.glob(os.path.join(main_dir, "*.expect.json")))
print(f"syntax: {n_main} inputs ({oks} parse ok)")
