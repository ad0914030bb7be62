"""A manual check (needs python-hcl2, takes minutes; not run by CI): hcl2rs.loads
against python-hcl2's hcl2.loads, live, in five more option sets, on every
STEP-th file that python-hcl2 parses.

Usage (from the repository root): python bindings/python/tests/check_other_options.py [STEP]
"""

import gzip
import json
import sys
from pathlib import Path

import hcl2

import hcl2rs

ROOT = Path(__file__).resolve().parents[3]
SETS = {
    "wrap_tuples+wrap_objects": dict(wrap_tuples=True, wrap_objects=True),
    "force_operation_parentheses": dict(force_operation_parentheses=True),
    "preserve_scientific_notation=False": dict(preserve_scientific_notation=False),
    "strip_string_quotes": dict(strip_string_quotes=True),
    "preserve_heredocs=False": dict(preserve_heredocs=False),
}


def same(a, b):
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def main():
    step = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    data = Path(__file__).resolve().parent / "data" / "python_hcl2_expected.jsonl.gz"
    stats = {k: {"compared": 0, "equal": 0, "differ": []} for k in SETS}
    with gzip.open(data, "rt", encoding="utf-8") as f:
        f.readline()
        parsed = [r["path"] for r in map(json.loads, f) if r["default"] is not None]
    for path in parsed[::step]:
        text = (ROOT / path).read_text(encoding="utf-8")
        for name, kw in SETS.items():
            try:
                theirs = hcl2.loads(text, serialization_options=hcl2.SerializationOptions(**kw))
                ours = hcl2rs.loads(text, serialization_options=hcl2rs.SerializationOptions(**kw))
            except Exception:  # noqa: BLE001 - either side refusing is not compared
                continue
            s = stats[name]
            s["compared"] += 1
            if same(ours, theirs):
                s["equal"] += 1
            else:
                s["differ"].append(path)
    print(json.dumps(stats, indent=2))


if __name__ == "__main__":
    main()
