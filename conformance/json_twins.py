#!/usr/bin/env python3
"""Writes JSON twins of the conformance fixtures: `X.hcl.json` beside `X.hcl`,
the same input in HCL's JSON profile. The upstream harness (and ours) decodes
both inputs with the same `X.hcldec` and checks both against the same `X.t`,
so a twin is written only when the REFERENCE hcldec gives it exactly the
native result (value and type).

usage: conformance/json_twins.py [REFERENCE_HCLDEC]   (run after fixtures.py)

A fixture gets no twin when its `.t` expects diagnostics or traversals: the
harness compares their source ranges exactly, and a JSON document cannot put
an expression at the byte offsets of the native one. Those fixtures get a
JSON-only companion instead, `tests/json/X.{hcldec,hcl.json,t}` (no `.hcl`),
with its own expectations taken from the reference, when the problem can be
stated in JSON at all (see SKIP for the ones that cannot).

Twin inputs: a case made of `name = expression` attributes becomes a JSON
object whose values are the expression itself when its text is already JSON
(numbers, strings, arrays of them, true/false/null) and otherwise the string
"${expression}" (a template that is one interpolation yields the expression's
value unchanged). Bodies with blocks are written out in TWINS below.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fixtures  # noqa: E402  (builds fixtures.CASES / fixtures.PAIRS)

OUT = fixtures.OUT
JSON_OUT = os.path.join(OUT, "json")
REF = sys.argv[1] if len(sys.argv) > 1 else fixtures.REF
fixtures.REF = REF

# Inputs the automatic conversion can't write (blocks, heredocs, comments).
TWINS = {
    "comments/all_styles": '{\n  "//": "JSON has no comments; a \\"//\\" property is ignored",\n  "a": 1,\n  "b": 2\n}\n',
    "comments/at_eof_without_newline": '{\n  "a": 1,\n  "//": "last"\n}',
    "expressions/collections/object_key_vars":
        '{\n  "paren_key": {"${k}": 1},\n  "tmpl_key": {"${k}-2": 2},\n  "ident_key": {"k": 3}\n}\n',
    "expressions/templates/heredoc": (
        '{\n'
        '  "plain": "hello\\n  world\\n",\n'
        '  "interp": "sum: ${1 + 2}\\n",\n'
        '  "indented": "first\\n  second\\nthird\\n",\n'
        '  "directive": "%{ for x in [\\"a\\", \\"b\\"] ~}\\n- ${x}\\n%{ endfor ~}\\n",\n'
        '  "empty": "${<<EOT\\nEOT\\n}",\n'
        '  "marker_in_text": "${<<EOT\\nnot EOT yet\\nEOT\\n}"\n'
        '}\n'),
    "expressions/templates/heredoc_crlf": '{\r\n  "a": "${<<EOT\\r\\nline\\r\\nEOT\\r\\n}"\r\n}\r\n',
    "spec/block": '{\n  "b": {\n    "x": 1\n  }\n}\n',
    "spec/block_in_array": '{\n  "x": 1,\n  "b": {\n    "y": 2\n  }\n}\n',
    "spec/block_list": '{\n  "item": [\n    {"v": 1},\n    {"v": 2}\n  ]\n}\n',
    "spec/block_list_unify": '{\n  "item": [\n    {"v": 1},\n    {"v": "x"}\n  ]\n}\n',
    "spec/block_map": '{\n  "item": {\n    "a": {"v": 1},\n    "b": {"v": 2}\n  }\n}\n',
    "spec/block_map_two_labels":
        '{\n  "item": {\n    "a": {\n      "x": {"v": 1},\n      "y": {"v": 2}\n    },\n'
        '    "b": {\n      "x": {"v": 3}\n    }\n  }\n}\n',
    "spec/block_set": '{\n  "item": [\n    {"v": "b"},\n    {"v": "a"},\n    {"v": "b"}\n  ]\n}\n',
    "spec/block_type_override": '{\n  "real": {\n    "x": 1\n  }\n}\n',
    "structure/blocks/label_escapes": '{\n  "res": {\n    "a\\tb": {\n      "\\u00e9": {\n        "v": 1\n      }\n    }\n  }\n}\n',
    # labels as an array of objects keeps the blocks in source order
    "structure/blocks/labels":
        '{\n  "res": [\n    {"a": {"b": {"v": 1}}},\n    {"c": {"d": {"v": 2}}},\n    {"a": {"c": {"v": 3}}}\n  ]\n}\n',
    "structure/blocks/nested": '{\n  "svc": [\n    {\n      "name": "a",\n      "port": 80\n    },\n    {\n      "name": "b"\n    }\n  ]\n}\n',
    "structure/blocks/oneline": '{"svc": {"name": "x"}}\n',
    "structure/blocks/oneline_empty": '{"svc": {}}\n',
    "structure/body/argument_as_block": '{\n  "a": {}\n}\n',
    # JSON-only companions of fixtures that expect diagnostics
    # (JSON strings may hold newlines: the template the native syntax rejects
    # decodes here)
    "expressions/templates/multiline_quoted": '{\n  "a": "%{ for x in [\\"a\\"] ~}\\n${x}\\n%{~ endfor }"\n}\n',
    "structure/body/attribute_redefined": '{\n  "a": 1,\n  "a": 2\n}\n',
    "structure/body/unsupported_block": '{\n  "thing": {}\n}\n',
    "structure/blocks/extraneous_label": '{\n  "res": {\n    "a": {\n      "b": {\n        "c": {\n          "v": 1\n        }\n      }\n    }\n  }\n}\n',
    "structure/blocks/missing_label": '{\n  "res": {\n    "a": {\n      "v": 1\n    }\n  }\n}\n',
    "structure/blocks/duplicate_labels": '{\n  "res": [\n    {"a": {"b": {"v": 1}}},\n    {"a": {"b": {"v": 2}}}\n  ]\n}\n',
    "spec/block_duplicate": '{\n  "b": [\n    {"x": 1},\n    {"x": 2}\n  ]\n}\n',
    "spec/block_list_inconsistent": '{\n  "item": [\n    {"v": 1},\n    {"v": [1]}\n  ]\n}\n',
    "spec/block_list_min": '{\n  "item": [\n    {"v": 1}\n  ]\n}\n',
    "spec/block_list_max": '{\n  "item": [\n    {"v": 1},\n    {"v": 2},\n    {"v": 3}\n  ]\n}\n',
    "spec/block_set_max": '{\n  "item": [\n    {"v": 1},\n    {"v": 2}\n  ]\n}\n',
    "spec/block_map_duplicate": '{\n  "item": [\n    {"a": {"v": 1}},\n    {"a": {"v": 2}}\n  ]\n}\n',
}

# Fixtures with neither a twin nor a JSON-only companion, by reason.
SKIP = {
    "native syntax error with no JSON counterpart": [
        "comments/unterminated",
        "expressions/templates/heredoc_unclosed",
        "structure/blocks/oneline_two_args",
        "structure/blocks/unclosed",
        "structure/blocks/block_after_attr_same_line",
    ],
}


def native_attrs(path, hcl):
    """[(name, expression text)] of an attributes-only native input, or None."""
    if path in fixtures.PAIRS:
        return fixtures.PAIRS[path]
    out = []
    for line in hcl.replace("\r\n", "\n").split("\n"):
        if not line:
            continue
        m = re.fullmatch(r"([^\W\d][\w-]*) = (.+)", line)
        if not m or "<<" in m.group(2) or m.group(2).count("{") != m.group(2).count("}"):
            return None
        out.append((m.group(1), m.group(2)))
    return out


TOKEN = re.compile(r'''\s*(?:(?P<str>"(?:[^"\\$%]|\\[nt"\\])*")|(?P<num>-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)
                       |(?P<word>[^\W\d][\w-]*)|(?P<punct>[][{}=,:]))''', re.X)


def literal_json(expr):
    """JSON for a native collection of literals with plain keys (`{ a = 1 }`,
    `[1, "x"]`), or None."""
    toks, i = [], 0
    while i < len(expr):
        m = TOKEN.match(expr, i)
        if not m or m.end() == i:
            if expr[i:].strip() == "":
                break
            return None
        toks.append((m.lastgroup, m.group(m.lastgroup)))
        i = m.end()

    def value(k):
        kind, text = toks[k] if k < len(toks) else (None, None)
        if kind in ("str", "num"):
            return text, k + 1
        if kind == "word" and text in ("true", "false", "null"):
            return text, k + 1
        if text == "[":
            items, k = [], k + 1
            while toks[k][1] != "]":
                v, k = value(k)
                items.append(v)
                if toks[k][1] == ",":
                    k += 1
            return "[" + ", ".join(items) + "]", k + 1
        if text == "{":
            items, keys, k = [], set(), k + 1
            while toks[k][1] != "}":
                kind, key = toks[k]
                if kind == "word":
                    key = json.dumps(key)
                if kind not in ("word", "str") or key in keys:
                    raise ValueError
                keys.add(key)
                if toks[k + 1][1] not in ("=", ":"):
                    raise ValueError
                v, k = value(k + 2)
                items.append(f"{key}: {v}")
                if toks[k][1] == ",":
                    k += 1
            return "{" + ", ".join(items) + "}", k + 1
        raise ValueError

    try:
        text, end = value(0)
    except (ValueError, IndexError):
        return None
    return text if end == len(toks) else None


def surrogates(m):
    """A native `\\UXXXXXXXX` escape as JSON's UTF-16 escape pair."""
    c = int(m.group(1), 16)
    if c < 0x10000:
        return "\\u%04x" % c
    c -= 0x10000
    return "\\u%04x\\u%04x" % (0xD800 + (c >> 10), 0xDC00 + (c & 0x3FF))


def json_text_of(expr):
    """The JSON text for one native expression (see the module docs)."""
    for text in (expr, re.sub(r"\\U([0-9a-fA-F]{8})", surrogates, expr)):
        try:
            json.loads(text)
            return text
        except ValueError:
            pass
    return literal_json(expr) or json.dumps("${" + expr + "}", ensure_ascii=False)


def twin_text(path, hcl):
    if path in TWINS:
        return TWINS[path]
    attrs = native_attrs(path, hcl)
    if attrs is None:
        return None
    nl = "\r\n" if "\r\n" in hcl else "\n"
    if not attrs:
        return "{}" + nl
    body = ("," + nl).join(f"  {json.dumps(n, ensure_ascii=False)}: {json_text_of(e)}" for n, e in attrs)
    end = nl if hcl.endswith("\n") else ""
    return "{" + nl + body + nl + "}" + end


def decode(spec, inp):
    p = subprocess.run([REF, "--spec=" + spec, "--diags=json", "--with-type", "--keep-nulls", inp],
                       capture_output=True)
    return p.returncode, p.stdout


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(text)


def main():
    skipped = {name for names in SKIP.values() for name in names}
    twins, companions, problems = [], [], []
    if os.path.isdir(JSON_OUT):
        for root, _, files in os.walk(JSON_OUT, topdown=False):
            for f in files:
                os.remove(os.path.join(root, f))
            os.rmdir(root)
    for path, hcl, spec, refs, note in fixtures.CASES:
        base = os.path.join(OUT, path)
        twin = base + ".hcl.json"
        if os.path.exists(twin):
            os.remove(twin)
        with open(base + ".t", encoding="utf-8") as f:
            t = f.read()
        text = twin_text(path, hcl)
        if path in skipped:
            if text is not None:
                problems.append(f"{path}: listed in SKIP but has a JSON input")
            continue
        if text is None:
            problems.append(f"{path}: no JSON input and not listed in SKIP")
            continue
        ranged = re.search(r"^(diagnostics|traversals) \{", t, re.M)
        if not ranged:
            write(twin, text)
            native = decode(base + ".hcldec", base + ".hcl")
            got = decode(base + ".hcldec", twin)
            if native != got:
                problems.append(f"{path}: the reference decodes the twin differently:\n"
                                f"  native {native}\n  json   {got}")
                os.remove(twin)
                continue
            twins.append(path)
        else:
            jbase = os.path.join(JSON_OUT, path)
            os.makedirs(os.path.dirname(jbase), exist_ok=True)
            write(jbase + ".hcldec", spec)
            write(jbase + ".hcl.json", text)
            what = "JSON-only companion of the native fixture " + path
            exp, _ = fixtures.expectations(jbase + ".hcldec", jbase + ".hcl.json", refs,
                                           f"{what}{' (native: ' + note + ')' if note else ''}", path)
            write(jbase + ".t", exp)
            companions.append(path)
    for p in problems:
        print(p, file=sys.stderr)
    print(f"{len(fixtures.CASES)} fixtures: {len(twins)} JSON twins, "
          f"{len(companions)} JSON-only companions (tests/json/), {len(skipped)} skipped")
    for reason, names in SKIP.items():
        print(f"  skipped, {reason}: {len(names)}")
    if problems:
        sys.exit(1)


if __name__ == "__main__":
    main()
