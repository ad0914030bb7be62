#!/usr/bin/env python3
"""The conversion check over real files: tests/corpus/conv/expect.jsonl.

For every real-world file of tests/corpus/fmt/real/ (distinct Terraform, Nomad and
Terragrunt files) and tests/corpus/mutants/*/files/ (the unmutated files of seven
repositories), our `hcl json` (`write::json::to_json`) converts the native file to HCL's
JSON syntax, `hcl json --to-hcl --spec SPEC` converts that JSON back to the native syntax,
and the reference hcldec decodes all three (the native file, our JSON, our native file
back) with one spec, in `--var-refs` mode and in value mode
(`--with-type --keep-nulls --diags=json`).

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

Each line of expect.jsonl: {"name" (relative to tests/corpus/), "json_sha256" (of our
JSON), "back_sha256" (of our native file back; null where --to-hcl refused our JSON), "spec", "native": {"varrefs", "value"},
"json": {...}, "back": {...}, "agree" (json == native), "back_agree" (back == native)}.
tests/syntax/write/conv_check.rs checks that our converters still write the same texts (same
hashes) and that our library decodes them as the reference decoded them, and asserts
the counts.

Usage (from the repository root):
  cargo build --release --features cli --bin hcl
  python3 tests/oracle/gen_conv.py
Neither conversion depends on the build's features (`to_json` writes its own JSON text).
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
CORPUS = os.path.join(ROOT, "tests", "corpus")
REAL = os.path.join(CORPUS, "fmt", "real")
MUTANTS = os.path.join(CORPUS, "mutants")
OUT = os.path.join(CORPUS, "conv")
HCL = os.path.join(ROOT, "target", "release", "hcl")


def sources():
    """(name relative to tests/corpus, path) of every real file, in name order."""
    out = [("fmt/real/" + n, os.path.join(REAL, n)) for n in os.listdir(REAL)
           if n.endswith(".hcl") and not n.endswith(".out.hcl")]
    for repo in os.listdir(MUTANTS):
        files = os.path.join(MUTANTS, repo, "files")
        for dirpath, _, names in os.walk(files):
            for n in names:
                p = os.path.join(dirpath, n)
                out.append((os.path.relpath(p, CORPUS).replace(os.sep, "/"), p))
    return sorted(out)


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


def hcl(args, cwd):
    p = subprocess.run([HCL] + args, cwd=cwd, capture_output=True)
    return p.returncode, p.stdout, p.stderr.decode("utf-8", "replace")


def main():
    parsedump = oracles.oracle("parsedump")
    if not os.path.exists(HCL):
        sys.exit("build the hcl program first: cargo build --release --features cli --bin hcl")
    os.makedirs(OUT, exist_ok=True)
    lines, agree, back_agree, left_out = [], 0, 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for k, (n, src) in enumerate(sources()):
            dump = json.loads(subprocess.run([parsedump, src], capture_output=True, text=True).stdout)
            if not dump["ok"] or clash(dump["body"]):
                left_out.append(n)
                continue
            d = os.path.join(tmp, "c%d" % k)
            os.makedirs(d)
            stem = os.path.basename(n).split(".")[0] or "f"
            native = os.path.join(d, stem + ".hcl")
            js = os.path.join(d, stem + ".json")
            back = os.path.join(d, stem + ".back.hcl")
            spec_path = os.path.join(d, stem + ".hcldec")
            with open(native, "wb") as f, open(src, "rb") as g:
                f.write(g.read())
            code, conv_json, err = hcl(["json", os.path.basename(native)], d)
            if code != 0:
                sys.exit("hcl json failed on %s: %s" % (n, err))
            with open(js, "wb") as f:
                f.write(conv_json)
            spec = "\n".join(spec_of([dump["body"]], False, 0)) + "\n"
            with open(spec_path, "w") as f:
                f.write(spec)
            code, conv_back, err = hcl(["json", "--to-hcl", "--spec", os.path.basename(spec_path),
                                        os.path.basename(js)], d)
            sides = [("native", native), ("json", js)]
            if code == 0:
                with open(back, "wb") as f:
                    f.write(conv_back)
                sides.append(("back", back))
            else:
                # our JSON does not fit the spec (a block type with
                # different label counts): refused, recorded as null
                print("REFUSED", n, err.splitlines()[0] if err else "", file=sys.stderr)
            got = {"back": None}
            for side, path in sides:
                got[side] = {"varrefs": run_dec(spec_path, path, True),
                             "value": run_dec(spec_path, path, False)}
            ok = got["native"] == got["json"]
            ok_back = got["native"] == got["back"]
            agree += ok
            back_agree += ok_back
            lines.append(json.dumps({"name": n, "json_sha256": hashlib.sha256(conv_json).hexdigest(),
                                     "back_sha256": hashlib.sha256(conv_back).hexdigest() if code == 0 else None,
                                     "spec": spec, "native": got["native"], "json": got["json"],
                                     "back": got["back"], "agree": ok, "back_agree": ok_back},
                                    sort_keys=True))
            if not ok or not ok_back:
                print("DIFFER", n, "json" if not ok else "", "back" if not ok_back else "",
                      file=sys.stderr)
    with open(os.path.join(OUT, "expect.jsonl"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print("%d files checked, %d agree through JSON, %d back in the native syntax, %d left out (%s)"
          % (len(lines), agree, back_agree, len(left_out), " ".join(left_out[:20])))


if __name__ == "__main__":
    main()
