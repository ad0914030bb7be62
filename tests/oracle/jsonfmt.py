#!/usr/bin/env python3
"""Stable pretty JSON for expectation files: indented, keys in the producer's
order, small leaf objects (ranges, positions, traversal steps) kept on one line.
Numbers parsed with RawNum keep their exact source text."""
import json
import os
import subprocess
import sys

sys.setrecursionlimit(20000)


class RawNum(str):
    """A JSON number kept as its exact source text (use as parse_int/parse_float)."""


def compact(v):
    if isinstance(v, RawNum):
        return str(v)
    if isinstance(v, dict):
        return "{" + ", ".join(json.dumps(k, ensure_ascii=False) + ": " + compact(x) for k, x in v.items()) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(compact(x) for x in v) + "]"
    return json.dumps(v, ensure_ascii=False)


def _inline(v):
    s = compact(v)
    return s if len(s) <= 170 and "\n" not in s else None


def _is_pos(x):
    return isinstance(x, dict) and (set(x) == {"line", "column", "byte"} or (
        set(x) == {"start", "end"} and all(_is_pos(y) for y in x.values())))


def dumps(v, ind=0):
    pad = "  " * (ind + 1)
    if isinstance(v, (dict, list)):
        s = compact(v)
        if len(s) <= 80 or ind >= 24:  # very deep structures stay compact (size)
            return s
    if isinstance(v, dict):
        if not v:
            return "{}"
        small = all(not isinstance(x, (dict, list)) or _is_pos(x) for x in v.values()) or \
            set(v) <= {"name", "index", "splat", "range"}
        if small and _inline(v):
            return _inline(v)
        items = [pad + json.dumps(k, ensure_ascii=False) + ": " + dumps(x, ind + 1) for k, x in v.items()]
        return "{\n" + ",\n".join(items) + "\n" + "  " * ind + "}"
    if isinstance(v, list):
        if not v:
            return "[]"
        if all(not isinstance(x, (dict, list)) for x in v) and _inline(v):
            return _inline(v)
        return "[\n" + ",\n".join(pad + dumps(x, ind + 1) for x in v) + "\n" + "  " * ind + "]"
    return compact(v)


def _diag_key(x):
    s = x.get("subject") or {}
    st, en = s.get("start") or {}, s.get("end") or {}
    return (s.get("filename", ""), int(st.get("byte", -1)), int(en.get("byte", -1)), x.get("severity", ""),
            x.get("summary", ""), x.get("detail", ""))


def canon_result(res):
    """Make an oracle result {"exit", "stdout", "stderr"} deterministic: the reference
    emits some diagnostics in Go map order, so diagnostics are sorted (by subject
    filename, start byte, end byte, severity, summary, detail); a Go panic stack
    trace quoted in a detail ("panic in function implementation: ...") is cut out
    (text after it is kept); --var-refs lists (unordered in the reference) are sorted by range."""
    err = res.get("stderr")
    if isinstance(err, dict) and isinstance(err.get("diagnostics"), list):
        for d in err["diagnostics"]:
            det = d.get("detail")
            if isinstance(det, str) and "\ngoroutine " in det:
                head, trace = det.split("\ngoroutine ", 1)
                # the trace ends with a "." line; text after it (try's
                # closing sentence around a panic) is kept
                after = trace.find("\n.\n\n")
                d["detail"] = (head.rstrip() + (trace[after + 1:] if after >= 0 else "")).rstrip()
        err["diagnostics"].sort(key=_diag_key)
    out = res.get("stdout")
    if isinstance(out, list) and all(isinstance(t, dict) and "root_name" in t for t in out):
        out.sort(key=lambda t: (int(t["range"]["start"]["byte"]), int(t["range"]["end"]["byte"]),
                                json.dumps(t, sort_keys=True)))
    return res


def write_parse_cases(parsedump, d, cases):
    """Write each case of `cases` (name -> text) to `d`/NAME.hcl and the
    reference parser dump of it (`parsedump NAME.hcl`, run in `d`) to
    `d`/NAME.expect.json."""
    os.makedirs(d, exist_ok=True)
    for name, text in cases.items():
        with open(os.path.join(d, name + ".hcl"), "w", encoding="utf-8", newline="") as f:
            f.write(text)
        out = subprocess.run([parsedump, name + ".hcl"], cwd=d, capture_output=True, check=True).stdout
        v = json.loads(out, parse_int=RawNum, parse_float=RawNum)
        with open(os.path.join(d, name + ".expect.json"), "w", encoding="utf-8") as f:
            f.write(dumps(v) + "\n")
    print(f"wrote {len(cases)} cases to {d}")
