#!/usr/bin/env python3
"""Deeply nested JSON cases of the function corpus: tests/corpus/functions/jd_NNNN.hcl
+ jd_NNNN.expect.json (reference hcleval, like gen_funcs.py; run after it, which it
calls at its end).

Go's encoding/json refuses nesting past 10,000 levels within one value it reads.
go-cty's jsondecode infers the type token by token (no limit) and then reads the
outermost array or object element by element, each element checked on its own, so a
document may nest 10,001 levels and 10,002 fail ("failed to read tuple value: invalid
character '[' exceeded max depth"). Accepted documents are checked to round-trip
through jsonencode (the result stays a bool, so the expectation stays small).

usage: gen_funcs_jsondepth.py [--ref HCLEVAL]
"""
import argparse
import json
import os
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402
import oracles  # noqa: E402
from gen_eval import VARS, run, rename  # noqa: E402


def arr(n):
    return "[" * n + "]" * n


def obj(n):
    return '{"a":' * n + "1" + "}" * n


def mixed(n):
    # arrays and objects alternating, n levels in all
    head, tail = "", ""
    for i in range(n):
        if i % 2:
            head, tail = head + '{"k":', "}" + tail
        else:
            head, tail = head + "[", "]" + tail
    return head + "true" + tail


def q(s):
    """An HCL string literal."""
    return json.dumps(s)


def calls():
    out = []
    for n in (600, 10000, 10001):
        for doc in (arr(n), obj(n), mixed(n)):
            out.append("[for s in [%s] : jsonencode(jsondecode(s)) == s][0]" % q(doc))
    for doc in (arr(10002), obj(10002), mixed(10002), arr(20000)):
        out.append("jsondecode(%s)" % q(doc))
    # one element of the outer array too deep, after a shallow one
    out.append("jsondecode(%s)" % q("[[1]," + arr(10001) + "]"))
    out.append("length(jsondecode(%s))" % q("[[1]," + arr(10000) + "]"))
    # syntax errors past and before the point where the depth runs out: the type
    # is inferred first, without a limit, so its syntax error wins
    out.append("jsondecode(%s)" % q("[" + "[" * 10001 + "x"))
    out.append("jsondecode(%s)" % q("[" + "[" * 9990 + "x"))
    return out


def main(ref=None, out=os.path.join(here, "..", "corpus", "functions")):
    ref = ref or oracles.hcleval()
    for fn in os.listdir(out):
        if fn.startswith("jd_"):
            os.remove(os.path.join(out, fn))
    tmp = tempfile.mkdtemp()
    with open(os.path.join(tmp, "vars.json"), "w", encoding="utf-8") as fh:
        fh.write(json.dumps(VARS, indent=1, ensure_ascii=False) + "\n")
    n_ok = 0
    progs = calls()
    for i, c in enumerate(progs):
        name = "jd_%04d" % i
        src = "r = %s\n" % c
        with open(os.path.join(tmp, "p.hcl"), "w", encoding="utf-8") as fh:
            fh.write(src)
        res = run(ref, tmp, "p.hcl", "vars.json")
        n_ok += res["exit"] == 0
        with open(os.path.join(out, name + ".hcl"), "w", encoding="utf-8") as fh:
            fh.write(src)
        with open(os.path.join(out, name + ".expect.json"), "w", encoding="utf-8") as fh:
            fh.write(jsonfmt.dumps(rename(res, name + ".hcl")) + "\n")
    print(f"functions/jd_*: {len(progs)} deeply nested jsondecode calls ({n_ok} ok)")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", default=None, help="hcleval (default: the latest reference)")
    main(ap.parse_args().ref)
