#!/usr/bin/env python3
"""Errors after errors: real configuration files with two or three syntax-error
splices each, with the latest reference parser's diagnostics (issue 27).

usage: MIRROR=DIR gen_multi.py [--repos OWNER/NAME,...] [--files N] [--per-file K]
                               [--max-size BYTES] [--seed S] [--out DIR] [--all]

Like gen_mutants.py (same mutation kinds, same MIRROR layout), but every case
applies 2 or 3 splices to one original at positions that do not overlap, and
the positions are biased towards the constructs where one error changes how
the next is read: template sequences (`${`, `%{`), heredocs (`<<`), quotes,
conditionals (`?`, `:`), `for` expressions and function calls (a name and
`(`). Four positions in five fall within a few bytes of such a place.

Writes OUT/OWNER+NAME/files/PATH (the originals) and OUT/OWNER+NAME/cases.jsonl,
one line per case:
  [PATH, [[KIND, START, END, TEXT], ...], DIAGS]
the splices ordered by START, their offsets into the original (apply them from
the last); DIAGS as in gen_mutants.py (diagdump: hclsyntax.ParseConfig).
tests/syntax/parser/multi_corpus.rs replays the splices and compares; with
MULTI_DIR=DIR its ignored test multi_dir_agrees_with_reference compares a fresh
run instead (cargo test --release --test syntax -- --ignored multi_dir), and
the lib's recovery_parser_on_multi_dir holds the recovery parser alone to it
(cargo test --release --lib -- --ignored multi_dir).
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import gen_mutants as gm  # noqa: E402

REPOS = ["terraform-aws-modules/terraform-aws-lambda", "terraform-aws-modules/terraform-aws-rds"]

# places where one error changes how the next one is read
ANCHORS = re.compile(rb"\$\{|%\{|<<-?|\?|:|\bfor\b|\bin\b|\bif\b|[A-Za-z_][A-Za-z0-9_]*\(|\"|\)|\]|\}")


def anchors(b):
    return [m.start() for m in ANCHORS.finditer(b)] + [m.end() for m in ANCHORS.finditer(b)]


def near(rng, b, bounds, marks):
    """A character boundary, mostly within a few bytes of an anchor."""
    if marks and rng.random() < 0.8:
        at = rng.choice(marks) + int(rng.gauss(0, 3))
        at = max(0, min(len(b), at))
        while at < len(b) and (b[at] & 0xC0) == 0x80:
            at += 1
        return at
    return rng.choice(bounds)


def splice(rng, b, bounds, marks):
    kind, s, e, text = gm.mutate(rng, b, bounds)
    if kind in ("delimiter", "quote", "template", "operator"):
        s = e = near(rng, b, bounds, marks)
    elif kind == "delete_range":
        s = near(rng, b, bounds, marks)
        e = min(len(b), s + int(rng.expovariate(1 / 6)) + 1)
        while e < len(b) and (b[e] & 0xC0) == 0x80:
            e += 1
    return [kind, s, e, text]


def apply(b, splices):
    out = b
    for kind, s, e, text in sorted(splices, key=lambda x: x[1], reverse=True):
        out = out[:s] + text.encode("utf-8") + out[e:]
    return out


def disjoint(splices):
    sp = sorted(splices, key=lambda x: x[1])
    return all(sp[i][2] < sp[i + 1][1] for i in range(len(sp) - 1)) and \
        all(x[2] > x[1] or x[3] for x in sp)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mirror", default=os.environ.get("MIRROR"))
    ap.add_argument("--repos", default=",".join(REPOS))
    ap.add_argument("--files", type=int, default=30, help="files picked per repository")
    ap.add_argument("--per-file", type=int, default=20)
    ap.add_argument("--max-size", type=int, default=8000)
    ap.add_argument("--seed", type=int, default=2727)
    ap.add_argument("--out", default=os.path.join(here, "..", "corpus", "multi"))
    ap.add_argument("--all", action="store_true", help="every file of every repository, any size")
    a = ap.parse_args()
    if not a.mirror:
        raise SystemExit("set MIRROR (or --mirror) to the folder holding OWNER+NAME/repo snapshots")
    rng = random.Random(a.seed)
    total = 0
    for repo in a.repos.split(","):
        slug = repo.replace("/", "+")
        git = os.path.join(a.mirror, slug, "repo")
        files = gm.list_files(git, None if a.all else a.max_size)
        picked = files if a.all else sorted(rng.sample(files, min(a.files, len(files))))
        d = os.path.join(a.out, slug)
        if os.path.isdir(d):
            subprocess.run(["rm", "-rf", d], check=True)
        cases, items = [], []
        for path, h in picked:
            b = gm.blob(git, h)
            if b is None or not b:
                continue
            try:
                b.decode("utf-8")
            except UnicodeDecodeError:
                continue
            fp = os.path.join(d, "files", path)
            os.makedirs(os.path.dirname(fp), exist_ok=True)
            with open(fp, "wb") as fh:
                fh.write(b)
            bounds, marks = gm.boundaries(b), anchors(b)
            seen = set()
            for _ in range(a.per_file * 4):
                if len(seen) >= a.per_file:
                    break
                n = rng.choice([2, 3])
                sp = [splice(rng, b, bounds, marks) for _ in range(n)]
                if any(x[0] == "truncate" for x in sp[:-1]) or not disjoint(sp):
                    continue
                sp.sort(key=lambda x: x[1])
                key = json.dumps(sp)
                if key in seen:
                    continue
                seen.add(key)
                items.append(("%d" % len(cases), apply(b, sp)))
                cases.append([path, sp])
        diags = gm.oracle_diags(items)
        with open(os.path.join(d, "cases.jsonl"), "w", encoding="utf-8") as fh:
            for i, c in enumerate(cases):
                fh.write(json.dumps(c + [diags[str(i)]], ensure_ascii=False) + "\n")
        total += len(cases)
        n_err = sum(1 for i in range(len(cases)) if len(diags[str(i)]) > 1)
        print(f"{repo}: {len(picked)} files, {len(cases)} cases ({n_err} with more than one diagnostic)")
    print(f"total: {total} cases")


if __name__ == "__main__":
    main()
