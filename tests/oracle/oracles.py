#!/usr/bin/env python3
"""Where the generators find their oracles (the latest upstream reference).

- `ref_bin()`: the folder holding the reference's `hcleval` and `hcldec`: the
  environment variable HCL_REF_BIN, or else what `../shared/tools/reference-latest.sh`
  prints (run from the repository root; it builds hcl v2.24 + go-cty v1.16 once).
- `oracle(name)`: one of our Go oracle programs (parsedump, dyndec, typeexpr, diagdump,
  idchars, numcty, gomath) built against that same module set by
  `build_oracles.sh` into ORACLE_OUT (default target/oracle); built on first use.
"""
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
_bin = None


def ref_bin():
    global _bin
    if _bin is None:
        b = os.environ.get("HCL_REF_BIN")
        if not b:
            b = subprocess.run(["bash", "../shared/tools/reference-latest.sh"], cwd=REPO, check=True,
                               capture_output=True, text=True).stdout.strip().splitlines()[-1]
        _bin = os.path.abspath(b)
    return _bin


def hcleval():
    return os.path.join(ref_bin(), "hcleval")


def hcldec():
    return os.path.join(ref_bin(), "hcldec")


def oracle_dir():
    return os.path.abspath(os.environ.get("ORACLE_OUT") or os.path.join(REPO, "target", "oracle"))


def oracle(name):
    p = os.path.join(oracle_dir(), name)
    stamp = os.path.join(oracle_dir(), "VERSIONS")
    fresh = os.path.exists(p) and os.path.exists(stamp) and \
        open(stamp).read() == open(os.path.join(ref_bin(), "VERSIONS")).read()
    if not fresh:
        env = dict(os.environ, HCL_REF_BIN=ref_bin(), ORACLE_OUT=oracle_dir())
        subprocess.run(["bash", os.path.join(HERE, "build_oracles.sh")], cwd=REPO, env=env, check=True,
                       stdout=subprocess.DEVNULL)
    return p
