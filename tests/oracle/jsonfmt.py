#!/usr/bin/env python3
"""Stable pretty JSON for expectation files: indented, keys in the producer's
order, small leaf objects (ranges, positions, traversal steps) kept on one line.
Numbers parsed with RawNum keep their exact source text."""
import json


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
        if len(s) <= 80:
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
