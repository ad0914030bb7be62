#!/usr/bin/env python3
"""Build the formatter corpus tests/corpus/fmt/ with the reference hclfmt.

Usage:
  python3 tests/oracle/gen_fmt.py [--real DIR]...
  python3 tests/oracle/gen_fmt.py --local-only   (only local/: after other corpora change)

Cases (each `NAME.hcl` input; its hclfmt output in `NAME.out.hcl` when that
differs from the input; `cases.txt` lists `NAME same|changed`):
  real/     every distinct .hcl/.tf/.tfvars/.nomad file under each --real DIR
            (configuration repositories unpacked from git, e.g.
            terraform-aws-modules/terraform-aws-vpc) that hclfmt -check accepts;
  perturbed/ one whitespace-perturbed copy of every real/ case and of every
            fourth .hcl/.tf file of tests/ and conformance/ (fixed seed): indentation
            changed (spaces and tabs), blanks around tokens removed or added
            (`=` too), blank lines added, trailing blanks added. Text inside
            quoted strings, heredocs and comments is never touched. Copies that
            hclfmt -check rejects are dropped.
  local/    expectations for the .hcl/.tf files of tests/ and conformance/
            themselves (`local/cases.txt`: `PATH same|changed|refused`, the
            output in `local/N.out.hcl` for changed ones, N its line number).

The reference binary folder comes from $HCL_REF_BIN or
../shared/tools/reference-latest.sh.
"""
import hashlib
import os
import random
import subprocess
import sys

SEED = 20261125
EXTS = (".hcl", ".tf", ".tfvars", ".nomad")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "corpus", "fmt")


def ref_bin():
    b = os.environ.get("HCL_REF_BIN")
    if b:
        return b
    return subprocess.run(
        ["bash", os.path.join(ROOT, "..", "shared", "tools", "reference-latest.sh")],
        capture_output=True, text=True, check=True).stdout.strip()


HCLFMT = os.path.join(ref_bin(), "hclfmt")


def hclfmt(data):
    """(accepted, output) for input bytes."""
    path = "/tmp/gen_fmt_case.hcl"
    with open(path, "wb") as f:
        f.write(data)
    chk = subprocess.run([HCLFMT, "-check", path], capture_output=True)
    if chk.returncode != 0:
        return False, None
    return True, subprocess.run([HCLFMT, path], capture_output=True, check=True).stdout


WORD = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
OPS = set("=<>!&|*/+-%.:?~")


def segments(text):
    """Split into (kind, text) pieces: 'code' (outside strings, heredocs and
    comments) and 'keep' (everything else), by a small scanner that knows
    quoted strings with ${...} nesting, heredocs and comments."""
    out = []
    i, n = 0, len(text)
    start = 0

    def flush(j):
        if j > start:
            out.append(("code", text[start:j]))

    while i < n:
        c = text[i]
        if c == "#" or text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            flush(i)
            out.append(("keep", text[i:j]))
            i = start = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            flush(i)
            out.append(("keep", text[i:j]))
            i = start = j
        elif c == '"':
            j = skip_quoted(text, i)
            flush(i)
            out.append(("keep", text[i:j]))
            i = start = j
        elif text.startswith("<<", i):
            k = i + 2
            if k < n and text[k] == "-":
                k += 1
            m = k
            while m < n and (text[m].isalnum() or text[m] in "_-"):
                m += 1
            if m > k and m < n and text[m] == "\n":
                marker = text[k:m]
                j = m + 1
                while j < n:
                    e = text.find("\n", j)
                    e = n if e < 0 else e
                    if text[j:e].strip() == marker:
                        j = e
                        break
                    j = e + 1
                flush(i)
                out.append(("keep", text[i:j]))
                i = start = j
            else:
                i += 2
        else:
            i += 1
    flush(n)
    return out


def skip_quoted(text, i):
    """End of the quoted string starting at i (nested ${...} followed)."""
    n = len(text)
    i += 1
    depth = 0
    while i < n:
        c = text[i]
        if depth == 0:
            if c == "\\":
                i += 2
                continue
            if c == '"':
                return i + 1
            if c == "\n":
                return i
            if text.startswith("${", i) or text.startswith("%{", i):
                depth = 1
                i += 2
                continue
        else:
            if c == '"':
                i = skip_quoted(text, i)
                continue
            if c == "{":
                depth += 1
            elif c == "}":
                depth -= 1
        i += 1
    return n


def perturb_code(rng, code, prev_char):
    """Perturb blanks inside a code segment."""
    out = []
    i, n = 0, len(code)
    at_line_start = prev_char in ("", "\n")
    while i < n:
        c = code[i]
        if c in " \t":
            j = i
            while j < n and code[j] in " \t":
                j += 1
            left = out[-1][-1] if out and out[-1] else prev_char
            right = code[j] if j < n else ""
            if at_line_start:
                out.append(rng.choice(["", " ", "    ", "\t", "  ", "      "]))
            elif right == "\n":
                out.append(rng.choice(["", " ", "   "]))
            else:
                out.append(blank(rng, left, right))
            i = j
            continue
        if c == "\n":
            r = rng.random()
            if r < 0.05:
                out.append("  \n")
            elif r < 0.08:
                out.append("\n\n")
            else:
                out.append("\n")
            at_line_start = True
            i += 1
            if i < n and code[i] not in " \t\n" and rng.random() < 0.2:
                out.append(rng.choice([" ", "  ", "\t"]))
            continue
        at_line_start = False
        out.append(c)
        # sometimes add a blank after punctuation where there was none
        if i + 1 < n and code[i + 1] not in " \t\n" and rng.random() < 0.08:
            nxt = code[i + 1]
            if not (c in WORD and nxt in WORD) and not (c in OPS and nxt in OPS):
                out.append(rng.choice([" ", "  "]))
        i += 1
    return "".join(out)


def blank(rng, left, right):
    """Blanks between `left` and `right` (which had some)."""
    if left in WORD and right in WORD:
        return rng.choice([" ", "  ", "   ", "\t"])
    if left in OPS and right in OPS:
        return rng.choice([" ", "  "])
    if left == "<" or right == "<":
        return rng.choice([" ", "  "])
    return rng.choice(["", " ", "  ", "    "])


def perturb(rng, text):
    out = []
    prev = ""
    for kind, s in segments(text):
        if kind == "code":
            s = perturb_code(rng, s, prev)
        out.append(s)
        if s:
            prev = s[-1]
    return "".join(out)


def real_files(dirs):
    seen = set()
    files = []
    for d in dirs:
        for base, subdirs, names in os.walk(d):
            subdirs.sort()
            for name in sorted(names):
                if name.endswith(EXTS):
                    p = os.path.join(base, name)
                    data = open(p, "rb").read()
                    h = hashlib.sha1(data).hexdigest()
                    if h in seen:
                        continue
                    seen.add(h)
                    files.append((os.path.relpath(p, d), data))
    return files


def write_case(folder, name, data, lines):
    ok, out = hclfmt(data)
    if not ok:
        return False
    with open(os.path.join(folder, name + ".hcl"), "wb") as f:
        f.write(data)
    if out == data:
        lines.append(f"{name} same\n")
    else:
        lines.append(f"{name} changed\n")
        with open(os.path.join(folder, name + ".out.hcl"), "wb") as f:
            f.write(out)
    return True


def local_files():
    files = []
    for top in ("tests", "conformance"):
        for base, subdirs, names in os.walk(os.path.join(ROOT, top)):
            subdirs.sort()
            if os.path.relpath(base, ROOT).startswith(os.path.join("tests", "corpus", "fmt")):
                continue
            # inputs built to pass the parser's nesting limit: we refuse them on purpose
            if os.path.relpath(base, ROOT).startswith(os.path.join("tests", "adversarial")):
                continue
            for name in sorted(names):
                if name.endswith((".hcl", ".tf")):
                    files.append(os.path.relpath(os.path.join(base, name), ROOT))
    return files


def main():
    args = sys.argv[1:]
    dirs = []
    local_only = False
    while args:
        a = args.pop(0)
        if a == "--real":
            dirs.append(args.pop(0))
        elif a == "--local-only":
            local_only = True
        else:
            sys.exit(__doc__)
    if local_only:
        d = os.path.join(OUT, "local")
        for f in os.listdir(d):
            os.remove(os.path.join(d, f))
        lines = write_local([])
        print(f"local {len(lines)}")
        return
    rng = random.Random(SEED)
    for sub in ("real", "perturbed", "local"):
        d = os.path.join(OUT, sub)
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            os.remove(os.path.join(d, f))

    # real files
    real_lines = []
    originals = []
    for k, (rel, data) in enumerate(real_files(dirs)):
        name = f"{k:04d}"
        if write_case(os.path.join(OUT, "real"), name, data, real_lines):
            originals.append(data)
    open(os.path.join(OUT, "real", "cases.txt"), "w").writelines(real_lines)

    local_lines = write_local(originals)

    # perturbed copies
    pert_lines = []
    for k, data in enumerate(originals):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        try:
            p = perturb(rng, text)
        except RecursionError:
            continue
        if p == text:
            continue
        write_case(os.path.join(OUT, "perturbed"), f"{k:04d}", p.encode("utf-8"), pert_lines)
    open(os.path.join(OUT, "perturbed", "cases.txt"), "w").writelines(pert_lines)
    print(f"real {len(real_lines)}, local {len(local_lines)}, perturbed {len(pert_lines)}")


def write_local(originals):
    """local/: hclfmt's answer for every .hcl/.tf file of tests/ and conformance/;
    every fourth accepted one is added to `originals` (perturbation sources)."""
    local_lines = []
    for k, rel in enumerate(local_files()):
        data = open(os.path.join(ROOT, rel), "rb").read()
        ok, out = hclfmt(data)
        if not ok:
            local_lines.append(f"{rel} refused\n")
        elif out == data:
            local_lines.append(f"{rel} same\n")
        else:
            local_lines.append(f"{rel} changed {k:04d}\n")
            with open(os.path.join(OUT, "local", f"{k:04d}.out.hcl"), "wb") as f:
                f.write(out)
        if ok and k % 4 == 0:
            originals.append(data)
    open(os.path.join(OUT, "local", "cases.txt"), "w").writelines(local_lines)
    return local_lines


if __name__ == "__main__":
    main()
