"""The native API: parse, evaluate, format, to_json, from_json, decode,
errors and limits."""

import decimal
import json
import threading
import time

import pytest

import hcl2rs

SRC = 'region = "eu"\n\nservice "web" "a" {\n  port = 8080\n}\n'


def test_parse_walks_the_body():
    body = hcl2rs.parse(SRC, "main.hcl")
    assert [a.name for a in body.attributes] == ["region"]
    a = body.attributes[0]
    assert a.expr == '"eu"'
    assert (a.range.filename, a.range.start_line, a.range.start_column) == ("main.hcl", 1, 1)
    assert (a.expr_range.start_column, a.expr_range.end_column) == (10, 14)
    assert (a.expr_range.start_byte, a.expr_range.end_byte) == (9, 13)
    [b] = body.blocks
    assert (b.type, b.labels) == ("service", ["web", "a"])
    assert b.range.start_line == 3 and b.range.end_line == 5
    [p] = b.body.attributes
    assert (p.name, p.expr, p.range.start_line) == ("port", "8080", 4)


def test_evaluate_values():
    assert hcl2rs.evaluate("1 + 2") == 3
    assert hcl2rs.evaluate("upper(x)", {"x": "ab"}) == "AB"
    assert hcl2rs.evaluate('{a = [true, null, "s"]}') == {"a": [True, None, "s"]}
    assert hcl2rs.evaluate("0.5") == 0.5 and isinstance(hcl2rs.evaluate("0.5"), float)
    assert hcl2rs.evaluate("0.1") == decimal.Decimal("0.1")
    assert isinstance(hcl2rs.evaluate("0.1"), decimal.Decimal)
    big = hcl2rs.evaluate("pow(2, 100)")
    assert big == 2**100 and isinstance(big, int)
    assert hcl2rs.evaluate("x * 2", {"x": 2**70}) == 2**71
    assert hcl2rs.evaluate("x", {"x": decimal.Decimal("1.25")}) == 1.25
    assert hcl2rs.evaluate("[for v in xs : v * 2]", {"xs": [1, 2]}) == [2, 4]


def test_evaluate_unknown_sentinel():
    v = hcl2rs.evaluate("x + 1", {"x": hcl2rs.UNKNOWN})
    assert v is hcl2rs.UNKNOWN
    assert repr(v) == "hcl2rs.UNKNOWN"
    with pytest.raises(TypeError):
        bool(v)
    assert hcl2rs.evaluate("[x, 1]", {"x": hcl2rs.UNKNOWN}) == [hcl2rs.UNKNOWN, 1]


def test_evaluate_without_functions():
    with pytest.raises(hcl2rs.HCLError) as e:
        hcl2rs.evaluate("upper(\"a\")", functions=None)
    assert "upper" in str(e.value)


def test_evaluate_step_budget():
    with pytest.raises(hcl2rs.HCLError) as e:
        hcl2rs.evaluate("[for i in range(1000) : [for j in range(1000) : j]]", max_steps=1000)
    assert "max_steps" in str(e.value)


def test_format_is_hcl_fmt():
    assert hcl2rs.format("a=1\nbb = 2\n") == "a  = 1\nbb = 2\n"
    assert hcl2rs.format('x {\ny=[1,2]\n}\n') == "x {\n  y = [1, 2]\n}\n"


def test_json_both_ways():
    j = json.loads(hcl2rs.to_json(SRC))
    assert j == {"region": "eu", "service": {"web": {"a": {"port": 8080}}}}
    back = hcl2rs.from_json('{"a": 1, "b": "${x}"}')
    assert hcl2rs.parse(back).attributes[0].name == "a"
    assert "b = x" in back or 'b = "${x}"' in back


def test_decode_with_spec():
    spec = '''
object {
  attr "region" {
    type = string
    required = true
  }
  block_list "service" {
    block_type = "service"
    object {
      attr "port" { type = number }
    }
  }
}
'''
    v = hcl2rs.decode('region = "eu"\nservice { port = 1 }\nservice { port = 2 }\n', spec)
    assert v == {"region": "eu", "service": [{"port": 1}, {"port": 2}]}
    with pytest.raises(hcl2rs.HCLError) as e:
        hcl2rs.decode("service { port = 1 }\n", spec)
    assert any("region" in d.summary + d.detail for d in e.value.diagnostics)


def test_errors_carry_diagnostics():
    with pytest.raises(hcl2rs.HCLError) as e:
        hcl2rs.loads("a = {\n", filename="bad.hcl")
    err = e.value
    assert isinstance(err, ValueError)
    assert len(err.diagnostics) >= 1
    d = err.diagnostics[0]
    assert d.severity == "error"
    assert d.summary
    assert d.filename == "bad.hcl"
    assert d.start_line >= 1 and d.start_column >= 1 and d.start_byte >= 0
    assert d.end_line >= d.start_line
    assert "bad.hcl" in str(err) and d.summary in str(err)


@pytest.mark.parametrize(
    "text",
    ["a = ", "a = [1,", "x {", "}", 'a = "unterminated', "a = <<EOT\nno end", "a = 1 +", "\x00", "a = ${"],
)
def test_bad_input_is_a_clear_error(text):
    with pytest.raises(hcl2rs.HCLError) as e:
        hcl2rs.loads(text)
    assert e.value.diagnostics


def test_input_size_limit_refuses_100mb():
    text = "a = 1\n" * (100 * 1024 * 1024 // 6 + 1)
    t0 = time.monotonic()
    with pytest.raises(hcl2rs.HCLError) as e:
        hcl2rs.loads(text)
    assert "max_input_bytes" in str(e.value)
    assert time.monotonic() - t0 < 5
    with pytest.raises(hcl2rs.HCLError):
        hcl2rs.parse("a = 1\n", max_input_bytes=3)


@pytest.mark.parametrize("fn", ["loads", "parse"])
def test_deep_nesting_limit_refuses_50000(fn):
    text = "a = " + "[" * 50000 + "]" * 50000 + "\n"
    t0 = time.monotonic()
    with pytest.raises(hcl2rs.HCLError) as e:
        getattr(hcl2rs, fn)(text)
    assert "max_nesting" in str(e.value)
    assert time.monotonic() - t0 < 10
    # within the limit it parses
    ok = "a = " + "[" * 500 + "]" * 500 + "\n"
    assert getattr(hcl2rs, fn)(ok) is not None


def test_deep_nesting_in_evaluate():
    with pytest.raises(hcl2rs.HCLError):
        hcl2rs.evaluate("(" * 50000 + "1" + ")" * 50000)


def test_parsing_releases_the_gil():
    text = "".join(f"a{i} = {i}\n" for i in range(300000))
    done = []

    def worker():
        hcl2rs.loads(text)
        done.append(1)

    ticks = 0
    t = threading.Thread(target=worker)
    t.start()
    while t.is_alive():
        ticks += 1
        time.sleep(0.001)
    t.join()
    assert done == [1]
    # the main thread ran while the other parsed
    assert ticks > 3


def test_type_stubs_are_shipped():
    import importlib.resources as r

    files = {p.name for p in r.files("hcl2rs").iterdir()}
    assert "py.typed" in files and "_hcl2rs.pyi" in files


def _fmt_cases():
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[3] / "tests" / "corpus" / "fmt"
    cases = []
    for sub in ("real", "perturbed"):
        for p in sorted((root / sub).glob("[0-9][0-9][0-9][0-9].hcl")):
            out = p.with_name(p.stem + ".out.hcl")
            cases.append((p, out if out.exists() else p))
    return cases


def test_format_matches_hclfmt_corpus():
    # the formatter corpus: inputs and the reference hclfmt's outputs
    cases = _fmt_cases()
    assert len(cases) == 1650 + 2731, len(cases)
    bad = [
        str(src)
        for src, want in cases
        if hcl2rs.format(src.read_bytes().decode("utf-8")) != want.read_bytes().decode("utf-8")
    ]
    assert not bad, bad[:10]


@pytest.mark.parametrize("fn", [hcl2rs.format, hcl2rs.to_json])
def test_limits_on_format_and_json(fn):
    with pytest.raises(hcl2rs.HCLError) as e:
        fn("a = " + "[" * 50000 + "]" * 50000 + "\n")
    assert "max_nesting" in str(e.value)
    with pytest.raises(hcl2rs.HCLError):
        fn("a = 1\n", max_input_bytes=2)
    with pytest.raises(hcl2rs.HCLError) as e:
        hcl2rs.from_json('{"a": ' * 50000 + "1" + "}" * 50000)
    assert "max_nesting" in str(e.value)
