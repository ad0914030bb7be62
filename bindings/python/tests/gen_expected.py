"""Regenerate python-hcl2's answers for the differential test.

Runs python-hcl2 (8.x) over every .tf/.hcl file the repository tracks, in the
default options and in the v7-compatible ones, and writes one JSON line per
file to tests/data/python_hcl2_expected.jsonl.gz:

    {"path": ..., "sha1": ..., "default": <dict> | null, "v7": <dict> | null,
     "error": <python-hcl2's exception> | null}

python-hcl2 is slow, so CI compares against this file instead of running it.
Usage (from the repository root, in a venv with python-hcl2 installed):

    python bindings/python/tests/gen_expected.py
"""

import gzip
import hashlib
import json
import signal
import subprocess
import sys
from pathlib import Path

import hcl2

ROOT = Path(__file__).resolve().parents[3]
OUT = Path(__file__).resolve().parent / "data" / "python_hcl2_expected.jsonl.gz"
V7 = hcl2.SerializationOptions(
    strip_string_quotes=True,
    explicit_blocks=False,
    with_comments=False,
    preserve_heredocs=False,
)
TIMEOUT_S = 10


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout()


def corpus_files():
    out = subprocess.run(
        ["git", "ls-files", "*.tf", "*.hcl"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout.split()
    return sorted(out)


def main():
    signal.signal(signal.SIGALRM, _alarm)
    files = corpus_files()
    version = getattr(hcl2, "__version__", None)
    ok = 0
    with gzip.open(OUT, "wt", encoding="utf-8") as f:
        f.write(json.dumps({"python_hcl2_version": version, "files": len(files)}) + "\n")
        for i, rel in enumerate(files):
            data = (ROOT / rel).read_bytes()
            rec = {"path": rel, "sha1": hashlib.sha1(data).hexdigest(),
                   "default": None, "v7": None, "error": None}
            try:
                text = data.decode("utf-8")
                signal.alarm(TIMEOUT_S)
                try:
                    rec["default"] = hcl2.loads(text)
                    rec["v7"] = hcl2.loads(text, serialization_options=V7)
                    ok += 1
                finally:
                    signal.alarm(0)
            except Timeout:
                rec["default"] = rec["v7"] = None
                rec["error"] = f"timeout after {TIMEOUT_S}s"
            except Exception as e:  # python-hcl2 raises many kinds
                rec["default"] = rec["v7"] = None
                rec["error"] = f"{type(e).__name__}: {str(e)[:200]}"
            try:
                line = json.dumps(rec, ensure_ascii=False, allow_nan=True)
            except (TypeError, ValueError) as e:
                rec["default"] = rec["v7"] = None
                rec["error"] = f"unserialisable result: {e}"
                line = json.dumps(rec, ensure_ascii=False)
            f.write(line + "\n")
            if i % 500 == 0:
                print(f"{i}/{len(files)} ok={ok}", file=sys.stderr, flush=True)
    print(f"{len(files)} files, python-hcl2 parsed {ok}", file=sys.stderr)


if __name__ == "__main__":
    main()
