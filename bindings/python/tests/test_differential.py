"""hcl2rs.loads against python-hcl2 8.x over every .tf/.hcl file the
repository tracks.

python-hcl2's answers are committed (tests/data/python_hcl2_expected.jsonl.gz,
made by gen_expected.py), so this test needs neither python-hcl2 nor its
run time. Where python-hcl2 parsed a file, hcl2rs must give the same dict in
the default options and in the v7-compatible ones, exactly or, for the files
listed in known_differences.json (each a named python-hcl2 bug), as stated
there; the figures are printed (pytest -s) and written to
target/python-agreement.json.
"""

import gzip
import hashlib
import json
import re
import subprocess
from pathlib import Path

import pytest

import hcl2rs

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
EXPECTED = HERE / "data" / "python_hcl2_expected.jsonl.gz"
KNOWN = HERE / "known_differences.json"
V7 = hcl2rs.V7_COMPAT


def _records():
    with gzip.open(EXPECTED, "rt", encoding="utf-8") as f:
        header = json.loads(f.readline())
        recs = [json.loads(line) for line in f]
    return header, recs


HEADER, RECORDS = _records()
KNOWN_DIFFS = json.loads(KNOWN.read_text(encoding="utf-8"))


def normalise(v):
    """Whitespace-normalised form: every run of whitespace inside a string
    (or a key) becomes one space, and strings are stripped."""
    if isinstance(v, str):
        return re.sub(r"\s+", " ", v).strip()
    if isinstance(v, list):
        return [normalise(x) for x in v]
    if isinstance(v, dict):
        return {normalise(k): normalise(x) for k, x in v.items()}
    return v


def _same(a, b):
    # 1 == 1.0 and True == 1 in Python: compare types too
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a.keys()) == list(b.keys()) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and a != a:
        return b != b
    return a == b


def _tracked():
    """The tracked .tf/.hcl files (None without git, e.g. in an sdist)."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "*.tf", "*.hcl"], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        return None
    return set(out)


def _fresh():
    """The records whose file still has the content python-hcl2 saw."""
    fresh, stale = [], []
    for r in RECORDS:
        p = ROOT / r["path"]
        if p.exists() and hashlib.sha1(p.read_bytes()).hexdigest() == r["sha1"]:
            fresh.append(r)
        else:
            stale.append(r["path"])
    return fresh, stale


FRESH, STALE = _fresh()
TRACKED = _tracked()
NEW = sorted(TRACKED - {r["path"] for r in RECORDS}) if TRACKED is not None else []


def test_expectations_cover_the_corpus():
    # python-hcl2's answers cover the tracked .tf/.hcl files as they are now;
    # files added or changed since gen_expected.py ran are left out of the
    # comparison (and listed): rerun it when the corpora change
    assert HEADER["files"] == len(RECORDS)
    assert len(RECORDS) >= 13508, len(RECORDS)
    if STALE or NEW:
        print(f"\n{len(STALE)} changed and {len(NEW)} new .tf/.hcl files since gen_expected.py ran:"
              f" {(STALE + NEW)[:10]}")
    total = len(FRESH) + len(STALE) + len(NEW)
    assert len(FRESH) >= 0.99 * total, (len(FRESH), total)


def _run():
    stats = {
        "python_hcl2_version": HEADER["python_hcl2_version"],
        "files": len(FRESH),
        "files_changed_or_new_since_expectations": len(STALE) + len(NEW),
        "python_hcl2_parsed": 0,
        "python_hcl2_failed": 0,
        "python_hcl2_failed_reference_accepts": 0,
        "python_hcl2_accepts_reference_rejects": 0,
    }
    for opt in ("default", "v7"):
        stats[opt] = {"compared": 0, "exact": 0, "normalised": 0, "differ": []}
    failed_ours = []
    for r in FRESH:
        text = (ROOT / r["path"]).read_bytes().decode("utf-8", errors="replace")
        if r["default"] is None:
            stats["python_hcl2_failed"] += 1
            try:
                hcl2rs.parse(text, r["path"])
            except hcl2rs.HCLError:
                continue
            stats["python_hcl2_failed_reference_accepts"] += 1
            try:
                d = hcl2rs.loads(text)
                d7 = hcl2rs.loads(text, serialization_options=V7)
                assert isinstance(d, dict) and isinstance(d7, dict)
            except Exception as e:  # noqa: BLE001 - reported below
                failed_ours.append((r["path"], repr(e)))
            continue
        stats["python_hcl2_parsed"] += 1
        try:
            ours = {"default": hcl2rs.loads(text), "v7": hcl2rs.loads(text, serialization_options=V7)}
        except hcl2rs.HCLError:
            stats["python_hcl2_accepts_reference_rejects"] += 1
            continue
        for opt in ("default", "v7"):
            s = stats[opt]
            s["compared"] += 1
            if _same(ours[opt], r[opt]):
                s["exact"] += 1
                s["normalised"] += 1
            elif normalise(ours[opt]) == normalise(r[opt]):
                s["normalised"] += 1
                s["differ"].append(r["path"])
            else:
                s["differ"].append(r["path"])
    return stats, failed_ours


STATS, FAILED_OURS = _run()


def _report():
    out = {k: v for k, v in STATS.items() if k not in ("default", "v7")}
    for opt in ("default", "v7"):
        s = STATS[opt]
        out[opt] = {
            "compared": s["compared"],
            "exact": s["exact"],
            "normalised": s["normalised"],
            "exact_pct": round(100.0 * s["exact"] / max(s["compared"], 1), 3),
            "normalised_pct": round(100.0 * s["normalised"] / max(s["compared"], 1), 3),
        }
    return out


def test_report():
    rep = _report()
    print("\n" + json.dumps(rep, indent=2))
    target = ROOT / "target"
    target.mkdir(exist_ok=True)
    (target / "python-agreement.json").write_text(json.dumps(rep, indent=2) + "\n")
    assert rep["files"] == len(FRESH)


@pytest.mark.parametrize("opt", ["default", "v7"])
def test_agreement_at_least_99_percent(opt):
    s = STATS[opt]
    assert s["compared"] > 10000, s["compared"]
    assert s["normalised"] >= 0.99 * s["compared"], (s["normalised"], s["compared"])


@pytest.mark.parametrize("opt", ["default", "v7"])
def test_every_difference_is_known(opt):
    unknown = [p for p in STATS[opt]["differ"] if p not in KNOWN_DIFFS]
    assert not unknown, f"{len(unknown)} unexplained differences ({opt}): {unknown[:20]}"


def test_known_differences_are_still_different():
    differ = set(STATS["default"]["differ"]) | set(STATS["v7"]["differ"])
    fresh = {r["path"] for r in FRESH}
    stale = [p for p in KNOWN_DIFFS if p in fresh and p not in differ]
    assert not stale, f"known differences that now agree: {stale}"
    for p, why in KNOWN_DIFFS.items():
        assert why.strip(), p


def test_files_python_hcl2_fails_on_all_load():
    # every file python-hcl2 rejects but the reference grammar accepts
    # loads in both option sets
    assert STATS["python_hcl2_failed_reference_accepts"] > 0
    assert not FAILED_OURS, FAILED_OURS[:10]
