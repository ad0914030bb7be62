#!/usr/bin/env python3
"""Stable pretty JSON for expectation files: indented, keys in the producer's
order, but ranges/positions (and other small leaf objects) kept on one line."""
import json


def _inline(v):
    s = json.dumps(v, ensure_ascii=False)
    return s if len(s) <= 170 and "\n" not in s else None


def dumps(v, ind=0):
    pad = "  " * (ind + 1)
    if isinstance(v, dict):
        if not v:
            return "{}"
        if all(not isinstance(x, (dict, list)) or _is_pos(x) for x in v.values()) and _inline(v):
            return _inline(v)
        if set(v) <= {"name", "index", "splat", "range"} and _inline(v):
            return _inline(v)
        items = [pad + json.dumps(k, ensure_ascii=False) + ": " + dumps(x, ind + 1) for k, x in v.items()]
        return "{\n" + ",\n".join(items) + "\n" + "  " * ind + "}"
    if isinstance(v, list):
        if not v:
            return "[]"
        if all(not isinstance(x, (dict, list)) for x in v) and _inline(v):
            return _inline(v)
        return "[\n" + ",\n".join(pad + dumps(x, ind + 1) for x in v) + "\n" + "  " * ind + "]"
    return json.dumps(v, ensure_ascii=False)


def _is_pos(x):
    return isinstance(x, dict) and set(x) in ({"line", "column", "byte"}, {"start", "end"}) and (
        set(x) == {"line", "column", "byte"} or all(_is_pos(y) for y in x.values()))
