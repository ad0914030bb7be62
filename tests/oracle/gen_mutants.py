#!/usr/bin/env python3
"""Syntax-error mutants of real configuration files, with the latest reference
parser's diagnostics (error-recovery parity, issue 15).

usage: MIRROR=DIR gen_mutants.py [--repos OWNER/NAME,...] [--files N] [--per-file K]
                                  [--max-size BYTES] [--seed S] [--out DIR] [--all]

MIRROR is the folder holding the fetched snapshots (DIR/OWNER+NAME/repo, bare git
directories; the search tool's `fetch github:OWNER/NAME` puts them there). For each
repository every *.tf, *.hcl and *.nomad file at HEAD is a candidate; --all keeps
every one (a measurement run, best written to a scratch --out), otherwise --files
of at most --max-size bytes are picked with the seeded generator. Each picked file
gets --per-file mutants; every mutant is ONE splice of the original, so it is
stored as [start, end, text]: the bytes start..end are replaced by text. The
mutations: a deleted range, an inserted delimiter, quote, template opener or
closer, operator or comment opener, a duplicated line, a deleted line, a
truncation (the kind is stored too). Positions fall on UTF-8 character
boundaries.

Writes OUT/OWNER+NAME/files/PATH (the original inputs) and
OUT/OWNER+NAME/mutants.jsonl, one line per mutant:
  [PATH, KIND, START, END, TEXT, DIAGS]
DIAGS = the reference's diagnostics for the mutant (hclsyntax.ParseConfig via
our diagdump program, see oracles.py): [[SEVERITY, SUMMARY, START_LINE,
START_COLUMN, START_BYTE, END_LINE, END_COLUMN, END_BYTE], ...].
tests/syntax/parser/mutants_corpus.rs replays the splices and compares.
"""
import argparse
import base64
import json
import os
import random
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import oracles  # noqa: E402

REPOS = ["terraform-aws-modules/terraform-aws-vpc", "terraform-aws-modules/terraform-aws-eks",
         "hashicorp/nomad", "gruntwork-io/terragrunt", "hashicorp/packer-plugin-amazon"]
EXTS = (".tf", ".hcl", ".nomad")

DELIMS = ["{", "}", "[", "]", "(", ")", ",", "=", ":", "?", ".", "...", "=>", "\n", "{\n", "}\n", ".*", "[*]"]
QUOTES = ['"', '"', "'", '\\"', '"\n']
TEMPLATES = ["${", "%{", "}", "${ ", "%{ if x }", "%{ for a in b }", "%{ endfor }", "%{ else }", "%{ endif }",
             "<<EOT\n", "<<-EOT\n", "EOT\n", "~}", "${~", "$${", "%%{", "${x}", "<<"]
OPERATORS = ["+", "-", "*", "/", "%", "&&", "||", "!", "==", "!=", "<", ">", "<=", ">=", "->", "~", "::",
             "#", "//", "/*", "*/", "\\", "@", "$", "&", "|", ";"]
KINDS = [("delete_range", 3), ("delimiter", 3), ("quote", 2), ("template", 2), ("operator", 2),
         ("dup_line", 1), ("delete_line", 1), ("truncate", 1)]


def boundaries(b):
    """Offsets that start a UTF-8 character (and the end)."""
    return [i for i in range(len(b) + 1) if i == len(b) or (b[i] & 0xC0) != 0x80]


def line_spans(b):
    spans, start = [], 0
    while start < len(b):
        end = b.find(b"\n", start)
        end = len(b) if end < 0 else end + 1
        spans.append((start, end))
        start = end
    return spans


def mutate(rng, b, bounds):
    kind = rng.choices([k for k, _ in KINDS], [w for _, w in KINDS])[0]
    pos = rng.choice(bounds)
    if kind == "delete_range":
        i = bounds.index(pos)
        n = min(len(bounds) - 1 - i, int(rng.expovariate(1 / 8)) + 1)
        return kind, pos, bounds[i + n] if n > 0 else pos, ""
    if kind in ("delimiter", "quote", "template", "operator"):
        pool = {"delimiter": DELIMS, "quote": QUOTES, "template": TEMPLATES, "operator": OPERATORS}[kind]
        return kind, pos, pos, rng.choice(pool)
    lines = line_spans(b)
    if kind in ("dup_line", "delete_line") and lines:
        s, e = rng.choice(lines)
        text = b[s:e].decode("utf-8")
        if kind == "dup_line":
            return kind, e, e, text if text.endswith("\n") else "\n" + text
        return kind, s, e, ""
    return "truncate", pos, len(b), ""


def list_files(git, max_size):
    out = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "-l", "HEAD"], capture_output=True,
                         check=True, text=True).stdout
    files = []
    for ln in out.splitlines():
        meta, path = ln.split("\t", 1)
        _, ty, h, size = meta.split()
        if ty == "blob" and path.endswith(EXTS) and size != "-" and (max_size is None or int(size) <= max_size):
            files.append((path, h))
    return sorted(files)


def blob(git, h):
    p = subprocess.run(["git", "--git-dir", git, "cat-file", "blob", h], capture_output=True)
    return p.stdout if p.returncode == 0 else None  # absent from the snapshot (very large files)


def oracle_diags(items):
    """items: [(name, bytes)] -> {name: diags} via diagdump, one process."""
    inp = "".join(json.dumps({"name": n, "src": base64.b64encode(b).decode()}) + "\n" for n, b in items)
    p = subprocess.run([oracles.oracle("diagdump")], input=inp.encode(), capture_output=True, check=True)
    res = {}
    for ln in p.stdout.decode().splitlines():
        r = json.loads(ln)
        res[r["name"]] = r["diags"]
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mirror", default=os.environ.get("MIRROR"))
    ap.add_argument("--repos", default=",".join(REPOS))
    ap.add_argument("--files", type=int, default=40, help="files picked per repository")
    ap.add_argument("--per-file", type=int, default=33)
    ap.add_argument("--max-size", type=int, default=6000)
    ap.add_argument("--seed", type=int, default=1515)
    ap.add_argument("--out", default=os.path.join(here, "..", "corpus", "mutants"))
    ap.add_argument("--all", action="store_true", help="every file of every repository, any size")
    a = ap.parse_args()
    if not a.mirror:
        raise SystemExit("set MIRROR (or --mirror) to the folder holding OWNER+NAME/repo snapshots")
    rng = random.Random(a.seed)
    total = 0
    for repo in a.repos.split(","):
        slug = repo.replace("/", "+")
        git = os.path.join(a.mirror, slug, "repo")
        files = list_files(git, None if a.all else a.max_size)
        picked = files if a.all else sorted(rng.sample(files, min(a.files, len(files))))
        d = os.path.join(a.out, slug)
        added = []  # mutants added by add_mutants.py: kept, with the oracle asked again
        added_path = os.path.join(d, "added.jsonl")
        if os.path.isfile(added_path):
            with open(added_path, encoding="utf-8") as fh:
                for ln in fh.read().splitlines():
                    c = json.loads(ln)
                    with open(os.path.join(d, "files", c[0]), "rb") as f2:
                        added.append((c[:5], f2.read()))
        if os.path.isdir(d):
            subprocess.run(["rm", "-rf", d], check=True)
        cases, items = [], []
        for path, h in picked:
            b = blob(git, h)
            if b is None:
                continue
            try:
                b.decode("utf-8")
            except UnicodeDecodeError:
                continue  # splices are stored as text: keep to valid UTF-8 originals
            fp = os.path.join(d, "files", path)
            os.makedirs(os.path.dirname(fp), exist_ok=True)
            with open(fp, "wb") as fh:
                fh.write(b)
            bounds = boundaries(b)
            seen = set()
            for _ in range(a.per_file * 3):
                if len(seen) >= a.per_file:
                    break
                kind, s, e, text = mutate(rng, b, bounds)
                key = (s, e, text)
                if key in seen or (s == e and text == ""):
                    continue
                seen.add(key)
                name = "%d" % len(cases)
                cases.append([path, kind, s, e, text])
                items.append((name, b[:s] + text.encode("utf-8") + b[e:]))
        for c, b in added:
            fp = os.path.join(d, "files", c[0])
            os.makedirs(os.path.dirname(fp), exist_ok=True)
            with open(fp, "wb") as fh:
                fh.write(b)
            items.append(("%d" % len(cases), b[:c[2]] + c[4].encode("utf-8") + b[c[3]:]))
            cases.append(c)
        diags = oracle_diags(items)
        with open(os.path.join(d, "mutants.jsonl"), "w", encoding="utf-8") as fh:
            for i, c in enumerate(cases):
                fh.write(json.dumps(c + [diags[str(i)]], ensure_ascii=False) + "\n")
        if added:
            with open(added_path, "w", encoding="utf-8") as fh:
                for i in range(len(cases) - len(added), len(cases)):
                    fh.write(json.dumps(cases[i] + [diags[str(i)]], ensure_ascii=False) + "\n")
        total += len(cases)
        n_err = sum(1 for i in range(len(cases)) if diags[str(i)])
        print(f"{repo}: {len(picked)} files, {len(cases)} mutants ({n_err} with diagnostics)")
    print(f"total: {total} mutants")


if __name__ == "__main__":
    main()
