#!/usr/bin/env python3
"""Writes NAME.expect.json beside every input of the syntax corpora.

usage: regen_syntax.py PARSEDUMP PARSEDUMP_UP

tests/corpus/syntax/NAME.hcl: expectation = the reference parser (hcl v2.14.1) via
  PARSEDUMP. Every input is also run through PARSEDUMP_UP (upstream hcl, see
  build_upstream.sh); an input on which the two disagree is moved to syntax_upstream/.
tests/corpus/syntax_upstream/NAME.hcl: expectation = upstream hcl via PARSEDUMP_UP
  (the project follows upstream where it changed behaviour); the reference's own
  output for these is kept as NAME.ref-v2.14.1.txt for comparison.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402

ref, up = sys.argv[1], sys.argv[2]
main_dir = os.path.join(here, "..", "corpus", "syntax")
up_dir = os.path.join(here, "..", "corpus", "syntax_upstream")


def dump(exe, path):
    # run from the file's directory so no path of ours leaks into the output
    p = subprocess.run([exe, os.path.basename(path)], cwd=os.path.dirname(path), capture_output=True, timeout=60)
    if p.returncode != 0:
        raise SystemExit(f"{exe} failed on {path}: {p.stderr.decode()}")
    return json.loads(p.stdout)


def write(path, v):
    with open(path, "w", encoding="utf-8") as f:
        f.write(jsonfmt.dumps(v) + "\n")


def one_main(path):
    r, u = dump(ref, path), dump(up, path)
    if r != u:
        return path, r, u
    write(path[:-4] + ".expect.json", r)
    return path, None, None


moved = []
with ThreadPoolExecutor(max_workers=2) as ex:
    for path, r, u in ex.map(one_main, sorted(glob.glob(os.path.join(main_dir, "*.hcl")))):
        if r is not None:
            dest = os.path.join(up_dir, os.path.basename(path))
            shutil.move(path, dest)
            for stale in (path[:-4] + ".expect.json",):
                if os.path.exists(stale):
                    os.remove(stale)
            moved.append(os.path.basename(path))
for path in sorted(glob.glob(os.path.join(up_dir, "*.hcl"))):
    write(path[:-4] + ".expect.json", dump(up, path))
    write(path[:-4] + ".ref-v2.14.1.txt", dump(ref, path))
n_main = len(glob.glob(os.path.join(main_dir, "*.hcl")))
n_up = len(glob.glob(os.path.join(up_dir, "*.hcl")))
oks = sum(json.load(open(p))["ok"] for p in glob.glob(os.path.join(main_dir, "*.expect.json")))
print(f"syntax: {n_main} inputs ({oks} parse ok); syntax_upstream: {n_up} inputs; moved now: {moved}")
