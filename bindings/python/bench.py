"""hcl2rs.loads against python-hcl2's hcl2.loads on the same file, in one run,
plus the import time of each.

Usage (from the repository root, in a venv with hcl2rs and python-hcl2):

    python bindings/python/bench.py [FILE] [--runs N]

FILE defaults to target/bench/tf_1mb.hcl, the 1 MB Terraform-like corpus;
when it is missing it is generated with ../shared/bench/gen_corpus.py (or the
generator named by HCL2_BENCH_GEN), as the crate's Rust benchmarks do.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def corpus(path):
    if path:
        return Path(path)
    out = ROOT / "target" / "bench"
    f = out / "tf_1mb.hcl"
    if not f.exists():
        gen = os.environ.get("HCL2_BENCH_GEN", str(ROOT.parent / "shared" / "bench" / "gen_corpus.py"))
        out.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, gen, str(out)], check=True, stdout=subprocess.DEVNULL)
    return f


def import_time(module, repeats=5):
    """Median wall time of `import module` in a fresh interpreter (ms)."""
    code = (
        "import time; t = time.perf_counter(); import {m}; "
        "print((time.perf_counter() - t) * 1000)"
    ).format(m=module)
    times = []
    for _ in range(repeats):
        r = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True)
        times.append(float(r.stdout.strip()))
    return statistics.median(times)


def timed(fn, runs):
    times = []
    result = None
    for _ in range(runs):
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return min(times), statistics.median(times), result


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?")
    ap.add_argument("--runs", type=int, default=5, help="runs of hcl2rs.loads (python-hcl2: 1 + runs//5)")
    args = ap.parse_args()
    import hcl2
    import hcl2rs

    path = corpus(args.file)
    text = path.read_text(encoding="utf-8")
    mb = len(text.encode()) / 1e6
    print(f"file: {path.name}, {len(text.encode())} bytes")
    print(f"python-hcl2 {getattr(hcl2, '__version__', '?')}, Python {sys.version.split()[0]}")

    rs_min, rs_med, ours = timed(lambda: hcl2rs.loads(text), args.runs)
    py_min, py_med, theirs = timed(lambda: hcl2.loads(text), max(1, 1 + args.runs // 5))
    same = ours == theirs
    print(f"hcl2rs.loads : min {rs_min * 1000:9.1f} ms  median {rs_med * 1000:9.1f} ms  ({mb / rs_min:7.1f} MB/s)")
    print(f"hcl2.loads   : min {py_min * 1000:9.1f} ms  median {py_med * 1000:9.1f} ms  ({mb / py_min:7.3f} MB/s)")
    print(f"speed-up (min/min): {py_min / rs_min:.0f}x; same dict: {same}")
    print(f"import hcl2rs: {import_time('hcl2rs'):.1f} ms; import hcl2: {import_time('hcl2'):.1f} ms (median of 5, fresh interpreters)")


if __name__ == "__main__":
    main()
