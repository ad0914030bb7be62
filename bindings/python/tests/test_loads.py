"""hcl2rs.loads: python-hcl2 8.x's shapes on small inputs (the answers are
python-hcl2 8.1.4's, written out), and a live cross-check when python-hcl2
is installed."""

import io

import pytest

import hcl2rs

SRC = '''a = b
c = a.b[0]["k"].d
n = -1
f = 1.50
e = 1e5
x = a -1
t = [1, "a", b, {k = 1}]
o = {a = 1, "b" = 2, (c) = 3, d: 4, 5 = 6, e.f = 7}
s = "x${a + 1}y $${z} %{if a}b%{else}c%{endif}"
p = (a + b) * c
q = !a && b || c ? x : y
fn = f(a, [1,2]...)
sp = a[*].b
sp2 = a.*.b[0]
fo = [for k, v in x : v if k]
fob = {for k, v in x : k => v... if k}
h = <<EOT
  hello "q" \\n
  world
EOT
h2 = <<-EOT
    hello
      world
    EOT
nul = null
tr = true
ns = provider::aws::f(1)
i = a[b]
ii = f(x)[0].y
'''

DEFAULT = {
    "a": "b", "c": '${a.b[0]["k"].d}', "n": -1, "f": 1.5, "e": "${1e5}", "x": "${a - 1}",
    "t": [1, '"a"', "b", {"k": 1}],
    "o": {"a": 1, '"b"': 2, "${(c)}": 3, "d": 4, "5": 6, "${e.f}": 7},
    "s": '"x${a + 1}y $${z} %{ if a }b%{ else }c%{ endif }"',
    "p": "${(a + b) * c}", "q": "${!a && b || c ? x : y}", "fn": "${f(a, [1, 2] ...)}",
    "sp": "${a[*].b}", "sp2": "${a.*.b[0]}", "fo": "${[for k, v in x : v if k]}",
    "fob": "${{for k, v in x : k => v... if k}}",
    "h": '"<<EOT\n  hello "q" \\n\n  world\nEOT"',
    "h2": '"<<-EOT\n    hello\n      world\n    EOT"',
    "nul": None, "tr": True, "ns": "${provider::aws::f(1)}", "i": "${a[b]}", "ii": "${f(x)[0].y}",
}


def test_default_shape():
    got = hcl2rs.loads(SRC)
    assert list(got) == list(DEFAULT)
    for k in DEFAULT:
        assert got[k] == DEFAULT[k], k
    assert len(DEFAULT) == 23


def test_v7_shape():
    got = hcl2rs.loads(SRC, serialization_options=hcl2rs.V7_COMPAT)
    assert got["t"] == [1, "a", "b", {"k": 1}]
    assert got["o"]["b"] == 2
    assert got["s"] == "x${a + 1}y $${z} %{ if a }b%{ else }c%{ endif }"
    assert got["h"] == '  hello "q" \\n\n  world'
    assert got["h2"] == "hello\n  world"
    assert got["c"] == '${a.b[0]["k"].d}'


def test_blocks_comments_and_meta():
    src = '''# top
resource "aws_s3" "b" { # after brace
  acl = "private" # inline-ish
  tags = {
    # inside object
    a = 1
  }
  x = [1, # one
    2]
}
'''
    got = hcl2rs.loads(src)
    blk = got["resource"][0]['"aws_s3"']['"b"']
    assert blk["__is_block__"] is True
    assert got["__comments__"] == [{"value": "top"}]
    assert {"value": "after brace"} in blk["__comments__"]
    assert {"value": "inline-ish"} in blk["__comments__"]
    assert blk["__inline_comments__"] == [{"value": "inside object"}, {"value": "one"}]
    v7 = hcl2rs.loads(src, serialization_options=hcl2rs.V7_COMPAT)
    assert v7 == {"resource": [{"aws_s3": {"b": {"acl": "private", "tags": {"a": 1}, "x": [1, 2]}}}]}
    meta = hcl2rs.loads(src, serialization_options=hcl2rs.SerializationOptions(with_meta=True))
    inner = meta["resource"][0]['"aws_s3"']['"b"']
    assert (inner["__start_line__"], inner["__end_line__"]) == (2, 10)


def test_other_options():
    O = hcl2rs.SerializationOptions
    assert hcl2rs.loads("a = [1, 2]", serialization_options=O(wrap_tuples=True)) == {"a": "${[1, 2]}"}
    assert hcl2rs.loads("a = {b = 1}", serialization_options=O(wrap_objects=True)) == {"a": "${{b = 1}}"}
    assert hcl2rs.loads("a = 1e3", serialization_options=O(preserve_scientific_notation=False)) == {"a": 1000.0}
    assert hcl2rs.loads("a = b + c * d", serialization_options=O(force_operation_parentheses=True)) == {
        "a": "${b + (c * d)}"
    }


def test_negative_literals_with_forced_parentheses():
    # python-hcl2 lexes -2.5, -1e3 and -35 as literals, -3 as an operation
    t = "a = x * -2.5\nb = -35\nc = x * -3\nd = -1e3\n"
    o = hcl2rs.SerializationOptions(force_operation_parentheses=True)
    assert hcl2rs.loads(t, serialization_options=o) == {
        "a": "${x * -2.5}",
        "b": -35,
        "c": "${x * (-3)}",
        "d": "${-1e3}",
    }


def test_load_reads_a_file_object():
    assert hcl2rs.load(io.StringIO("a = 1\n")) == {"a": 1}


def test_big_and_negative_numbers():
    got = hcl2rs.loads("a = 123456789012345678901234567890\nb = -5\nc = -0.25\n")
    assert got == {"a": 123456789012345678901234567890, "b": -5, "c": -0.25}


hcl2 = pytest.importorskip("hcl2", reason="python-hcl2 is not installed: no live cross-check")

LIVE = [
    SRC,
    'variable "x" {\n  default = [for s in var.l : upper(s) if s != ""]\n}\n',
    'locals {\n  a = var.b == null ? "x" : "${var.c}-y"\n  m = merge(var.t, { Name = "n" })\n}\n',
    "/* c */\nmodule \"m\" {\n  source = \"./m\"\n  count  = length(var.l) > 0 ? 1 : 0 // why\n}\n",
]


@pytest.mark.parametrize("i", range(len(LIVE)))
def test_live_cross_check(i):
    text = LIVE[i]
    assert hcl2rs.loads(text) == hcl2.loads(text)
    v7 = hcl2.SerializationOptions(
        strip_string_quotes=True, explicit_blocks=False, with_comments=False, preserve_heredocs=False
    )
    # python-hcl2's own options object is accepted
    assert hcl2rs.loads(text, serialization_options=v7) == hcl2.loads(text, serialization_options=v7)
