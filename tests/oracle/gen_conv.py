#!/usr/bin/env python3
"""The conversion check over real files: tests/corpus/conv/expect.jsonl.

For every case of tests/corpus/fmt/real/ (distinct real-world Terraform, Nomad and
Terragrunt files), our `write::json::to_json` (`hcl json`) converts the native file to HCL's JSON syntax, and
the reference hcldec decodes both the native file and our JSON with one spec, in
`--var-refs` mode and in value mode (`--with-type --keep-nulls --diags=json`).

The spec of a file is derived from its own structure (parsed by the reference, with
our oracle program parsedump): every attribute is an `attr` (type `any`; `string`
inside a `block_map`, whose nested types may not be dynamic); every block type with
no labels a `block_list`, with labels a `block_map` keyed by them (the hcldec spec
language has no label specs); nested bodies likewise. A file whose bodies use one
name for an attribute and a block is left out (JSON holds one value per name).

Outputs are compared without source ranges (they differ between the two syntaxes):
var-refs as root names and steps; values as the decoded JSON, or, when hcldec fails,
the exit code and the sorted error summaries. hcldec is given one variable that nothing
refers to (`-V '{"hcl2_conv_check": true}'`): without any, it decodes with no
evaluation context, where JSON strings are read as literal text, not templates.

Each line of expect.jsonl: {"name", "json_sha256" (of our JSON), "spec",
"native": {"varrefs", "value"}, "json": {...}, "agree"}. tests/write/conv_check.rs
checks that our converter still writes the same JSON (same hash) and that our
library decodes that JSON as the reference decoded the native file, and asserts the
counts.

Usage (from the repository root):
  python3 tests/oracle/gen_conv.py
Our JSON comes from the test itself (`HCL2_CONV_EXPORT=DIR cargo test --release --test
write conv_check::export_real_files_as_json -- --ignored` writes it), so that it is byte for byte what the test's build writes.
The reference comes from $HCL_REF_BIN or ../shared/tools/reference-latest.sh.
"""
import hashlib
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import oracles  # noqa: E402

ROOT = oracles.REPO
REAL = os.path.join(ROOT, "tests", "corpus", "fmt", "real")
OUT = os.path.join(ROOT, "tests", "corpus", "conv")


def q(s):
    return json.dumps(s)


def structure(bodies):
    """(attrs in order, {block type: (max labels, [bodies])}) of several bodies."""
    attrs, blocks = [], {}
    for b in bodies:
        for a in b.get("attributes") or []:
            if a["name"] not in attrs:
                attrs.append(a["name"])
        for bl in b.get("blocks") or []:
            n, bs = blocks.get(bl["type"], (0, []))
            blocks[bl["type"]] = (max(n, len(bl["labels"])), bs + [bl["body"]])
    return attrs, blocks


def clash(body):
    names = {a["name"] for a in body.get("attributes") or []}
    return any(bl["type"] in names or clash(bl["body"]) for bl in body.get("blocks") or [])


def spec_of(bodies, in_map, ind):
    attrs, blocks = structure(bodies)
    p = "  " * ind
    out = [p + "object {"]
    for a in attrs:
        out += [p + "  attr %s {" % q("a_" + a), p + "    name = %s" % q(a),
                p + "    type = %s" % ("string" if in_map else "any"), p + "  }"]
    for t, (n, bs) in sorted(blocks.items()):
        if n == 0:
            out += [p + "  block_list %s {" % q("b_" + t), p + "    block_type = %s" % q(t)]
        else:
            labels = ", ".join(q("l%d" % i) for i in range(n))
            out += [p + "  block_map %s {" % q("b_" + t), p + "    block_type = %s" % q(t),
                    p + "    labels = [%s]" % labels]
        out += spec_of(bs, in_map or n > 0, ind + 2)
        out.append(p + "  }")
    out.append(p + "}")
    return out


VARS = '{"hcl2_conv_check": true}'


def norm_refs(text):
    """Traversals without ranges, sorted (their order follows the syntax's)."""
    refs = json.loads(text)
    out = [{"root_name": r["root_name"],
            "steps": [{k: v for k, v in s.items() if k in ("kind", "name", "key")} for s in r["steps"]]}
           for r in refs]
    return sorted(out, key=lambda r: json.dumps(r, sort_keys=True))


def run_dec(spec, path, refs):
    # one variable nothing refers to: without any, hcldec decodes with no
    # context, where JSON strings are not templates
    args = [oracles.hcldec(), "--spec", spec, "--diags=json", "-V", VARS]
    args += ["--var-refs"] if refs else ["--with-type", "--keep-nulls"]
    p = subprocess.run(args + [os.path.basename(path)], cwd=os.path.dirname(path),
                       capture_output=True, text=True)
    if p.returncode == 0:
        return norm_refs(p.stdout) if refs else {"ok": json.loads(p.stdout)}
    try:
        diags = json.loads(p.stdout or p.stderr)["diagnostics"]
        summ = sorted(d["summary"] for d in diags if d["severity"] == "error")
    except (ValueError, KeyError, TypeError):
        summ = [(p.stdout + p.stderr).strip()[:200]]
    return {"exit": p.returncode, "errors": summ}


def main():
    parsedump = oracles.oracle("parsedump")
    names = sorted(n for n in os.listdir(REAL) if n.endswith(".hcl") and not n.endswith(".out.hcl"))
    os.makedirs(OUT, exist_ok=True)
    lines, agree, left_out = [], 0, []
    with tempfile.TemporaryDirectory() as tmp:
        export = os.path.join(tmp, "export")
        subprocess.run(["cargo", "test", "--release", "--test", "write",
                        "conv_check::export_real_files_as_json", "--", "--ignored"], cwd=ROOT, check=True,
                       env=dict(os.environ, HCL2_CONV_EXPORT=export), stdout=subprocess.DEVNULL)
        for n in names:
            src = os.path.join(REAL, n)
            dump = json.loads(subprocess.run([parsedump, src], capture_output=True, text=True).stdout)
            if not dump["ok"] or clash(dump["body"]):
                left_out.append(n)
                continue
            exported = os.path.join(export, n[:-4] + ".json")
            if not os.path.exists(exported):
                left_out.append(n)
                continue
            with open(exported, "rb") as f:
                conv_json = f.read()
            spec = "\n".join(spec_of([dump["body"]], False, 0)) + "\n"
            stem = n[:-4]
            native = os.path.join(tmp, stem + ".hcl")
            js = os.path.join(tmp, stem + ".json")
            spec_path = os.path.join(tmp, stem + ".hcldec")
            with open(native, "wb") as f, open(src, "rb") as g:
                f.write(g.read())
            with open(js, "wb") as f:
                f.write(conv_json)
            with open(spec_path, "w") as f:
                f.write(spec)
            got = {}
            for side, path in (("native", native), ("json", js)):
                got[side] = {"varrefs": run_dec(spec_path, path, True),
                             "value": run_dec(spec_path, path, False)}
            ok = got["native"] == got["json"]
            agree += ok
            lines.append(json.dumps({"name": n, "json_sha256": hashlib.sha256(conv_json).hexdigest(),
                                     "spec": spec, "native": got["native"], "json": got["json"],
                                     "agree": ok}, sort_keys=True))
            if not ok:
                print("DIFFER", n, file=sys.stderr)
    with open(os.path.join(OUT, "expect.jsonl"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("%d files checked, %d agree, %d left out (%s)" % (len(lines), agree, len(left_out),
                                                          " ".join(left_out[:20])))


if __name__ == "__main__":
    main()
