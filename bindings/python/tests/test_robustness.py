"""Bad input: mutated corpus files give a dict or an HCLError, never a
crash or a hang."""

import random
import subprocess
import time
from pathlib import Path

import hcl2rs

ROOT = Path(__file__).resolve().parents[3]
CASES = 2000


def _sources():
    try:
        names = subprocess.run(
            ["git", "ls-files", "*.tf", "*.hcl"], cwd=ROOT, check=True, capture_output=True, text=True
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        names = [str(p.relative_to(ROOT)) for p in (ROOT / "tests").rglob("*.hcl")]
    names = sorted(names)
    rng = random.Random(20261129)
    return [(ROOT / n).read_bytes() for n in rng.sample(names, 400)]


def _mutate(rng, data):
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        op = rng.randrange(4)
        i = rng.randrange(len(b) + 1)
        if op == 0 and b:
            del b[min(i, len(b) - 1)]
        elif op == 1:
            b[i:i] = rng.choice([b"{", b"}", b"[", b"(", b'"', b"${", b"%{", b"<<EOF\n", b"\n", b"#", b"/*", b"~", b"\\"])
        elif op == 2 and b:
            b[min(i, len(b) - 1)] = rng.randrange(256)
        else:
            j = rng.randrange(len(b) + 1)
            b[i:i] = b[min(i, j):max(i, j)][:200]
    return bytes(b).decode("utf-8", errors="replace")


def test_mutated_inputs_never_crash():
    rng = random.Random(7)
    sources = _sources()
    ok = err = 0
    t0 = time.monotonic()
    for k in range(CASES):
        text = _mutate(rng, sources[k % len(sources)])
        for opts in (None, hcl2rs.V7_COMPAT):
            try:
                d = hcl2rs.loads(text, serialization_options=opts)
            except hcl2rs.HCLError as e:
                assert e.diagnostics, text
                err += 1
            else:
                assert isinstance(d, dict)
                ok += 1
    assert ok + err == 2 * CASES
    assert ok > 0 and err > 0
    assert time.monotonic() - t0 < 120
