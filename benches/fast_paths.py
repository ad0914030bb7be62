#!/usr/bin/env python3
"""Weigh each fast path of `hcl check` and `hcl fmt` as a whole process.

Builds the `hcl` program of the current commit once as it is (`base`) and
once per variant with one fast path switched off by a one-line edit of a
copy of the tree (see VARIANTS), then runs every command of every binary in
interleaved rounds (round 1: every binary once, round 2: ..., so that a
change in the machine's load falls on all of them alike) and prints, per
command, the median wall time, CPU time (user + sys) and peak RSS of each
binary, and how much slower (or larger) it is without the fast path.
The fast paths measured and taken out since (the one-pass parse in two
halves, hcl fmt's check on a second thread, the CLI's read in two halves,
glibc's trim threshold) are this script's variants at the commit that
RESULTS.md names.

    python3 benches/fast_paths.py [--rounds N] [--only VARIANT,...]

The copies and their builds are in target/fast-paths/ (the dependencies are
compiled once, the crate once per variant). Bench files are made by
`cargo bench --bench parse` (target/bench/tf_10mb.hcl and friends).
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "fast-paths")
BENCH = os.path.join(ROOT, "target", "bench")

# variant: (what is switched off, [(file, old text, new text)])
VARIANTS = {
    "base": ("nothing", []),
    "check-one-thread": (
        "check a clean file of 1 MiB or more in two halves on two threads",
        [(
            "src/parser/mod.rs",
            "let split = (text.len() >= SPLIT_BYTES && two_cores())",
            "let split = (false && text.len() >= SPLIT_BYTES && two_cores())",
        )],
    ),
    "one-group": (
        "the clean check reads items in groups of 64 KiB (one group: the whole file)",
        [(
            "src/parser/mod.rs",
            "const GROUP_BYTES: u32 = 64 * 1024;",
            "const GROUP_BYTES: u32 = u32::MAX;",
        )],
    ),
}

# (label, argv after the binary, the variants it weighs)
COMMANDS = [
    ("check tf_10mb", ["check", "tf_10mb.hcl"], ["check-one-thread", "one-group"]),
    ("check tf_50mb", ["check", "tf_50mb.hcl"], ["check-one-thread", "one-group"]),
    ("check tf_1mb", ["check", "tf_1mb.hcl"], ["check-one-thread", "one-group"]),
    ("check tf_10mb_broken", ["check", "tf_10mb_broken.hcl"], ["check-one-thread", "one-group"]),
    ("fmt tf_10mb", ["fmt", "tf_10mb.hcl"], ["check-one-thread", "one-group"]),
    ("fmt tf_1mb", ["fmt", "tf_1mb.hcl"], ["check-one-thread", "one-group"]),
]


def build(name, edits):
    """The `hcl` binary of `name`: the tree of HEAD with `edits` applied."""
    src = os.path.join(OUT, "src", name)
    if os.path.exists(src):
        shutil.rmtree(src)
    os.makedirs(src)
    archive = subprocess.run(["git", "-C", ROOT, "archive", "HEAD"], check=True,
                             capture_output=True).stdout
    # (-m: the files get fresh times, so that cargo rebuilds the crate of each copy)
    subprocess.run(["tar", "-x", "-m", "-C", src], input=archive, check=True)
    for path, old, new in edits:
        p = os.path.join(src, path)
        text = open(p, encoding="utf-8").read()
        if text.count(old) != 1:
            sys.exit(f"{name}: `{old}` is not in {path} exactly once")
        open(p, "w", encoding="utf-8").write(text.replace(old, new))
    env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(OUT, "build"))
    subprocess.run(["cargo", "build", "--release", "--all-features", "--bin", "hcl",
                    "--quiet"], cwd=src, env=env, check=True)
    binary = os.path.join(OUT, "bin", name)
    os.makedirs(os.path.dirname(binary), exist_ok=True)
    shutil.copy2(os.path.join(OUT, "build", "release", "hcl"), binary)
    return binary


def run(binary, argv):
    """(wall s, user + sys s, peak RSS KB) of one run, its output dropped."""
    t0 = time.perf_counter()
    p = subprocess.Popen([binary, *argv], cwd=BENCH, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, _, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    p.returncode = 0
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--only", default="", help="variants besides base, comma-separated")
    ap.add_argument("--no-build", action="store_true", help="use the binaries built before")
    ap.add_argument("--build-only", action="store_true", help="build, measure nothing")
    a = ap.parse_args()
    names = ["base"] + [v for v in (a.only.split(",") if a.only else VARIANTS) if v != "base"]
    for f in ["tf_1mb.hcl", "tf_10mb.hcl", "tf_50mb.hcl", "tf_10mb_broken.hcl"]:
        if not os.path.exists(os.path.join(BENCH, f)):
            sys.exit(f"target/bench/{f} is missing (cargo bench --bench parse makes the tf "
                     "files; RESULTS.md tells how the broken one is made)")
    bins = {}
    for n in names:
        if a.no_build:
            bins[n] = os.path.join(OUT, "bin", n)
        else:
            print(f"building {n}", file=sys.stderr)
            bins[n] = build(n, VARIANTS[n][1])
    stamp = os.path.join(OUT, "bin", "COMMIT")
    if not a.no_build:
        head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short=8", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
        open(stamp, "w").write(head + "\n")
    if a.build_only:
        return
    # the commit the binaries were built from
    commit = open(stamp).read().strip()
    print(f"commit {commit}, {a.rounds} interleaved rounds, load at start "
          f"{os.getloadavg()[0]:.2f}\n")
    for label, argv, weighs in COMMANDS:
        which = ["base"] + [v for v in weighs if v in bins]
        if len(which) == 1:
            continue
        for n in which:  # warm-up
            run(bins[n], argv)
        got = {n: [] for n in which}
        for _ in range(a.rounds):
            for n in which:
                got[n].append(run(bins[n], argv))
        med = {n: [statistics.median(x[i] for x in got[n]) for i in range(3)] for n in which}
        print(f"### hcl {' '.join(argv)} (load {os.getloadavg()[0]:.2f})\n")
        print("| binary | wall (median) | min | CPU user+sys | peak RSS | wall vs base | RSS vs base |")
        print("|---|---|---|---|---|---|---|")
        bw, _, bm = med["base"]
        for n in which:
            w, c, m = med[n]
            lo = min(x[0] for x in got[n])
            rel = "" if n == "base" else f"{(w / bw - 1) * 100:+.0f}%"
            relm = "" if n == "base" else f"{(m / bm - 1) * 100:+.0f}%"
            print(f"| {n} | {w * 1000:.1f} ms | {lo * 1000:.1f} ms | {c * 1000:.0f} ms | {m / 1024:.1f} MB | {rel} | {relm} |")
        print()
    print("variants:")
    for n in names[1:]:
        print(f"- {n}: without {VARIANTS[n][0]}")


if __name__ == "__main__":
    main()
