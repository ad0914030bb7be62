#!/usr/bin/env python3
"""Function-call corpus (issue 7): tests/corpus/functions/NNNN.hcl, each one
attribute `r = f(...)`, for every function hcleval exposes (the go-cty stdlib of
the latest reference, go-cty v1.16, plus try/can), with normal, null, edge, wrong-type
and wrong-arity cases; NNNN.expect.json from the reference hcleval, like eval/.

usage: gen_funcs.py [--seed S] [--ref HCLEVAL] [--out DIR]
(HCLEVAL defaults to the latest reference, see oracles.py.)
"""
import argparse
import json
import os
import random
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402
import oracles  # noqa: E402
from gen_eval import VARS, run, rename  # noqa: E402

NUM = ["0", "1", "-1", "2.5", "-2.5", "1e3", "12345678901234567890", "0.1", "1e-10", "n", "f", "neg", "big", "7"]
STR = ['""', '"hello"', '"Hello World"', '"  x  "', '"a,b,c"', '"üñí"', '"👍🏽e\u0301"', '"x\\n"', '"x\\r\\n"',
       '"17"', '"1e3"', '"true"', "s", "u", '"ff"', '"%s"']
BOOL = ["true", "false", "t", "fl"]
LIST = ["[]", "[1, 2, 3]", '["a", "b"]', '[1, "a"]', "[[1], [2, 3]]", "nums", "strs", "tolist(strs)",
        "toset(strs)", "[null]", "[true, false]", "mixed", "objs", "tolist([])"]
MAP = ["{}", "{a = 1}", "smap", "obj", 'tomap({a = "x", b = "y"})', "nmap", "{a = null}", "tomap({})"]
ANY = NUM[:4] + STR[:4] + BOOL[:2] + LIST[:4] + MAP[:3] + ["null"]

# curated cases: function -> list of argument strings
C = {
    "abs": ["1", "-1", "0", "-2.5", "n", "neg", "-12345678901234567890", "null", '"-3"', '"x"', "true", "", "1, 2", "[1]"],
    "ceil": ["1.5", "-1.5", "2", "0.0001", "-0.9", "null", '"2.1"', '"x"', "", "1e-10", "big"],
    "floor": ["1.5", "-1.5", "2", "-0.0001", "0.9", "null", '"2.9"', "[]", "", "1, 2"],
    "log": ["100, 10", "8, 2", "1, 10", "0, 10", "-1, 10", "10, 1", "10, 0", "n, f", "null, 10", "10, null", '"100", "10"', "10"],
    "max": ["1, 2, 3", "-1", "2.5, 2.50001", "null, 1", "1, null", '"3", 2', "", "nums...", "[]...", "big, 1e30", "1, \"x\""],
    "min": ["1, 2, 3", "-1", "0.1, 0.01", "null", "", "nums...", '"1", "0"', "true, 1", "1e-10, 0"],
    "parseint": ['"100", 10', '"ff", 16', '"FF", 16', '"-101", 2', '"777", 8', '"zz", 36', '"12", 2', '"1.5", 10',
                 '"", 10', '"10", 1', '"10", 37', "100, 10", "null, 10", '"10", null', '"0x10", 16', '"+5", 10',
                 '"123456789012345678901234567890", 10', '"10"'],
    "pow": ["2, 10", "2, 0.5", "0, 0", "-8, 1", "10, -2", "2, 1000", "-1, 0.5", "null, 2", "2, null", '"2", "3"', "2"],
    "signum": ["5", "-5", "0", "-0.0", "big", "null", '"x"', "", "1, 2"],
    "int": ["1.9", "-1.9", "0.5", "5", "big", "null", '"3.7"', '"a"', "", "1e-10"],
    "chomp": ['"hello\\n"', '"hello\\r\\n"', '"hello\\n\\n"', '"hello"', '""', '"\\n"', "null", "1", "[]", "", '"a\\nb\\n"'],
    "format": ['"%s", "x"', '"%d", 5', '"%d", 5.5', '"%f", 1', '"%.2f", 3.14159', '"%5d|%-5d|", 1, 2', '"%q", "a\\"b"',
               '"%v", [1, 2]', '"%v", {a = 1}', '"%t", true', '"%x %X %o %b", 255, 255, 8, 5', '"%e", 12345.678',
               '"%%"', '"%s"', '"%s %s", "a"', '"%s", "a", "b"', '"%[2]s %[1]s", "a", "b"', '"%d", "x"', '"%s", null',
               '"%v", null', 'null, 1', '"%z", 1', '"%#v", "x"', '"%s", [1]', '"%10.3s|", "abcdef"', '"%+d", 5',
               '"%s", true', '"%s", 1.5', '"%d", 12345678901234567890', '"%q", 1', '"%v", toset(["b", "a"])',
               '"%*d", 5, 1', ""],
    "formatlist": ['"%s!", ["a", "b"]', '"%s=%s", ["a", "b"], ["1", "2"]', '"%s-%s", ["a", "b"], "x"',
                   '"%s", []', '"%s=%s", ["a"], ["1", "2"]', '"%d", [1, 2]', '"x"', '"%s", null', '"%s", [null]',
                   '"%s", "a"', '"%s", toset(["b", "a"])', "null, []", '"%v", [[1], [2]]'],
    "indent": ['2, "a\\nb\\nc"', '0, "a\\nb"', '4, "single"', '2, ""', '-1, "a\\nb"', '2, "a\\n"', "null, \"a\"",
               '2, null', '"2", "a\\nb"', '2'],
    "join": ['",", ["a", "b", "c"]', '"", ["a", "b"]', '"-", []', '", ", strs', '"-", ["a"], ["b", "c"]', '"-"',
             '"-", [1, 2]', '"-", [null]', '"-", null', 'null, ["a"]', '"-", "a"', '"-", toset(["b", "a"])',
             '"-", [[1]]', '"-", ["a", null, "b"]'],
    "lower": ['"HELLO"', '"ÀÉÎ"', '""', "s", "null", "1", "true", "[]", "", '"ΣΑΣ"', '"İ"'],
    "upper": ['"hello"', '"àéî"', '"straße"', '""', "null", "1.5", "[]", "", '"ǆ"'],
    "regex": ['"[a-z]+", "123abc456"', '"(\\\\d+)-(\\\\d+)", "10-20"', '"(?P<first>\\\\w+) (?P<last>\\\\w+)", "John Smith"',
              '"x", "abc"', '"[", "abc"', '"", "abc"', '"a(b)?", "a"', '"(?P<x>a)(b)", "ab"', "null, \"a\"",
              '"a", null', '"^$", ""', '"(?i)HELLO", "hello"', '"a"'],
    "regexall": ['"[a-z]+", "a1bb2ccc"', '"(\\\\d)(\\\\w)", "1a2b"', '"(?P<n>\\\\d)", "1 2"', '"x", "abc"', '"(", "a"',
                 'null, "a"', '"", "ab"', '"a"'],
    "replace": ['"hello", "l", "L"', '"hello", "/l+/", "L"', '"hello", "/(h)(e)/", "$2$1"', '"hello", "", "-"',
                '"hello", "/[/", "x"', '"aaa", "a", "b"', 'null, "a", "b"', '"a", null, "b"', '"a", "a"',
                '"1 + 2", "+", "plus"', '"hello", "/l/", "${1}"', "1, 1, 2"],
    "regex_replace": ['"hello", "l+", "L"', '"hello", "(h)(e)", "$2$1"', '"hello", "[", "x"', '"abc", "", "-"',
                      'null, "a", "b"', '"abc", "b"', '"a.b.c", "\\\\.", "/"'],
    "split": ['",", "a,b,c"', '",", ""', '"", "abc"', '",", "a,,b"', '", ", "a, b"', 'null, "a"', '",", null',
              '",", 1', '","'],
    "strrev": ['"hello"', '""', '"üñí"', '"e\u0301a"', '"👍🏽x"', "null", "1", ""],
    "strlen": ['"hello"', '""', '"üñí"', '"e\u0301"', '"👍🏽"', '"🇳🇿🇳🇿"', "null", "12", "[]", ""],
    "substr": ['"hello world", 0, 5', '"hello", 1, 3', '"hello", -3, 2', '"hello", 2, -1', '"hello", 10, 2',
               '"hello", 0, 100', '"hello", -10, 2', '"üñíçødé", 1, 3', '"e\u0301a", 0, 1', 'null, 0, 1',
               '"hello", null, 1', '"hello", 1.5, 1', '"hello", 0', '"hello", 5, 0', '"", 0, 0'],
    "title": ['"hello world"', '"HELLO"', '"élan vital"', '""', 'null', '"a-b c_d"', "1", ""],
    "trim": ['"?!hello?!", "!?"', '"  hello  ", " "', '"xxhixx", "x"', '"hello", ""', 'null, "x"', '"a", null',
             '"aaa", "a"', '"hello"'],
    "trimprefix": ['"helloworld", "hello"', '"hello", "x"', '"hello", ""', '"hellohello", "hello"', 'null, "a"',
                   '"a", null', '"a"'],
    "trimsuffix": ['"helloworld", "world"', '"hello", "x"', '"hello", ""', 'null, "a"', '"a", 1', '"a"'],
    "trimspace": ['"  hello  "', '"\\n\\thello\\r\\n"', '""', '"\\u00a0x\\u00a0"', "null", "1", "", '"a b"'],
    "chunklist": ["[1, 2, 3, 4, 5], 2", "[1, 2, 3], 1", "[1, 2], 5", "[], 2", "[1, 2], 0", "[1, 2], -1",
                  "nums, 3", "null, 2", "[1], null", '["a", "b", "c"], 2', "[1, 2], 1.5", "toset([1, 2]), 1", "[1]"],
    "coalesce": ['"", "a"', 'null, "b"', "null, null", '1, "a"', "null, 1, 2", '"a", 1', "", "[], [1]",
                 "{a = 1}, {b = 2}", 'true, "x"', "null", '"", ""', "nul, s"],
    "coalescelist": ["[], [1]", '["a"], ["b"]', "[], []", "null, [1]", "[[]], [1]", "", "[1], 2", "tolist([]), nums",
                     '["a"], [1]'],
    "compact": ['["a", "", "b", null]', "[]", '["", ""]', "null", '[1, ""]', '"a"', "", "toset([\"a\", \"\"])",
                '[[]]', "strs"],
    "concat": ["[1], [2, 3]", "[]", "[], []", '[1], ["a"]', "nums, strs", "", "null, [1]", "[1], null", "1, [2]",
               "tolist([1]), tolist([2])", "toset([1]), [2]", "[[1]], [[2]]"],
    "contains": ['["a", "b"], "a"', '["a", "b"], "c"', "[1, 2], 1", '[1, 2], "1"', "[], 1", "null, 1", "[1], null",
                 '[null], null', "toset([1, 2]), 2", '{a = 1}, "a"', '"abc", "a"', "[1]", "[[1]], [1]"],
    "distinct": ["[1, 2, 1, 3]", '["a", "b", "a"]', "[]", "null", "[1, \"1\"]", "toset([1])", '"a"', "",
                 "[[1], [1]]", "[null, null]", "strs"],
    "element": ['["a", "b", "c"], 1', '["a", "b", "c"], 3', '["a", "b", "c"], -1', "[], 0", "nums, 1.5", "null, 0",
                '["a"], null', '{a = 1}, 0', '"abc", 0', "[1, 2], 12345678901234567890", "[1]", "toset([1]), 0",
                '[1, "a"], 1'],
    "flatten": ["[[1, 2], [3], []]", "[1, [2, [3, [4]]]]", "[]", "null", "[[]]", "1", '[["a"], [1]]', "",
                "nested", "[toset([1]), [2]]", "[[null]]"],
    "hasindex": ["[1, 2], 0", "[1, 2], 2", "[1, 2], -1", '{a = 1}, "a"', '{a = 1}, "b"', '[1], "0"', "null, 0",
                 "[1], null", '"abc", 0', "toset([1]), 0", "[1], 0.5", "[1]"],
    "keys": ["{a = 1, b = 2}", "smap", "{}", 'tomap({b = "x", a = "y"})', "null", "[1]", '"a"', "", "obj",
             '{"z" = 1, "a" = 2, "m" = 3}'],
    "length": ['"hello"', '"👍🏽"', "[1, 2]", "{a = 1}", "toset([1, 1])", "[]", "null", "1", "true", "", "smap",
               "[null]", '"e\u0301"'],
    "lookup": ['{a = "x"}, "a"', '{a = "x"}, "b"', '{a = "x"}, "b", "def"', 'smap, "a", "z"', '{a = 1}, "a", "x"',
               'null, "a", "x"', '{a = "x"}, null, "y"', '[1], "0", 1', '{a = "x"}', 'obj, "name", ""',
               '{a = [1]}, "b", []', '{}, "a", null'],
    "merge": ["{a = 1}, {b = 2}", "{a = 1}, {a = 2}", "", "{}", "null, {a = 1}", "{a = 1}, null", "[1]",
              'tomap({a = "x"}), {b = 1}', 'tomap({a = "x"}), tomap({b = "y"})', "smap, nmap", "obj, {name = null}",
              "{a = 1}, 1"],
    "range": ["3", "1, 4", "0, 10, 3", "5, 0, -1", "0", "0, 0", "1, 2, 0", "0.5, 2", "0, 1, 0.25", "-3",
              "null", "1, null", '"3"', "", "1, 2, 3, 4", "10, 0", "0, 10, -1", "1e3"],
    "reverse": ["[1, 2, 3]", "[]", "null", '"abc"', "toset([1, 2])", '[1, "a"]', "", "strs", "tolist(strs)"],
    "setproduct": ['["a", "b"], [1, 2]', "[1], []", "", '["a"]', "toset([1]), toset([2])", "null, [1]",
                   '["a", "b"], ["c"], ["d", "e"]', "[[1]], [[2]]", "1, 2", '[1, "a"], [true]'],
    "slice": ["[1, 2, 3, 4], 1, 3", "[1, 2, 3], 0, 0", "[1, 2, 3], 2, 1", "[1, 2, 3], -1, 2", "[1, 2, 3], 0, 4",
              "null, 0, 1", "[1, 2], 0.5, 1", "[1, 2], null, 1", '"abc", 0, 1', "toset([1]), 0, 1", "[1, 2], 0",
              '[1, "a", true], 1, 3'],
    "sort": ['["b", "a", "c"]', "[3, 1, 2]", "[10, 9, 100]", "[]", "null", '["b", null]', '[true, false]', "toset([\"b\", \"a\"])",
             '"a"', "", '["é", "e", "z", "A"]', "[[1]]"],
    "values": ["{a = 1, b = 2}", "smap", "{}", "null", "[1]", "obj", '{b = "x", a = 1}', "tomap({})", ""],
    "zipmap": ['["a", "b"], [1, 2]', "[], []", '["a"], [1, 2]', '["a", "a"], [1, 2]', 'null, [1]', '["a"], null',
               '[1, 2], ["x", "y"]', '["a", null], [1, 2]', '["a", "b"], [1, "x"]', '["a"]', 'toset(["a"]), [1]'],
    "setintersection": ["toset([1, 2]), toset([2, 3])", "[1, 2], [2]", "toset([]), toset([1])", "toset([1])", "",
                        "null, [1]", '[1], ["1"]', "[[1]], [[1]]", '["a", "b"], ["b"], ["b", "c"]'],
    "setsubtract": ["toset([1, 2]), toset([2])", "[1, 2], [3]", "[], [1]", "null, [1]", "[1], null", "[1]",
                    '[1, "a"], [1]'],
    "setsymmetricdifference": ["[1, 2], [2, 3]", "[1], [1]", "", "[1]", "null, [1]", '["a"], ["b"], ["a", "c"]'],
    "setunion": ["[1, 2], [2, 3]", "[], []", "[1]", "", "null, [1]", '[1], ["a"]', "toset([\"b\"]), [\"a\"]"],
    "sethaselement": ["toset([1, 2]), 1", "[1, 2], 3", '["a"], "a"', "null, 1", "[1], null", '[1], "1"', "[1]",
                      '{a = 1}, "a"'],
    "jsonencode": ["{a = 1, b = [true, null]}", '"hello"', "1.5", "null", "[]", "{}", "toset([\"b\", \"a\"])",
                   '"<>&\\u2028"', "12345678901234567890", "1e-7", "obj", "", "1, 2", "tomap({})", '"é👍"'],
    "jsondecode": ['"{\\"a\\": 1}"', '"[1, \\"a\\", null, true]"', '"1.5"', '"null"', '"\\"s\\""', '"{"', '""',
                   "null", "1", '"[1,]"', '"{\\"a\\": 1, \\"a\\": 2}"', '"123456789012345678901234567890"',
                   '"{\\"b\\": [], \\"a\\": {}}"', '" true "', '"1e400"', ""],
    "csvdecode": ['"a,b\\n1,2\\n3,4"', '"a,b\\n1,2\\n"', '"a,b"', '""', '"a,b\\n1"', '"a,a\\n1,2"', '"a\\n\\"x,y\\"\\n"',
                  "null", "1", '"a;b\\n1;2"', '"a,b\\n1,2,3"', '"\\"a\\nb\\n1"'],
    "formatdate": ['"YYYY-MM-DD", "2024-02-29T13:04:05Z"', '"DD MMM YYYY hh:mm ZZZ", "2018-01-02T23:12:01-08:00"',
                   '"EEEE, EEE h:mmaa", "2018-01-02T23:12:01Z"', '"\'literal\' YY M D H m s", "2018-01-02T03:04:05Z"',
                   '"ZZZZ ZZZZZ Z", "2018-01-02T03:04:05+05:30"', '"hh:mm", "bad"', '"hh:mm", "2018-01-02"',
                   '"\'unterminated", "2018-01-02T03:04:05Z"', '"YYYY", null', 'null, "2018-01-02T03:04:05Z"',
                   '"", "2018-01-02T03:04:05Z"', '"x y z", "2018-01-02T03:04:05Z"', '"YYYY"',
                   '"MMMM", "2018-01-02T03:04:05.123456Z"', '"AA aa", "2018-01-02T15:04:05Z"'],
    "timeadd": ['"2024-01-31T00:00:00Z", "1h"', '"2024-01-31T00:00:00Z", "-30m"', '"2024-02-28T23:00:00Z", "24h10m5s"',
                '"2024-01-01T00:00:00Z", "1.5h"', '"2024-01-01T00:00:00Z", "1d"', '"bad", "1h"',
                '"2024-01-01T00:00:00+05:00", "1s"', 'null, "1h"', '"2024-01-01T00:00:00Z", null',
                '"2024-01-01T00:00:00Z", "500ms"', '"2024-01-01T00:00:00Z"', '"2024-01-01T00:00:00Z", ""'],
    "tostring": ['"a"', "1", "1.5", "true", "null", "[]", "{}", "12345678901234567890", "1e-7", "", "nul", "s"],
    "tonumber": ['"1"', '"1.5"', '"1e3"', '" 1"', '"abc"', "1", "true", "null", "[]", '"0x10"', '"-0"', ""],
    "tobool": ['"true"', '"false"', '"yes"', "true", "1", "null", '"TRUE"', "[]", ""],
    "tolist": ['["a", "b"]', "[1, \"a\"]", "[1, [2]]", "toset([\"b\", \"a\"])", "[]", "null", '"a"', "{a = 1}",
               "[null, 1]", "", '[{a = 1}, {a = 2, b = 3}]', "[true, \"x\"]"],
    "toset": ['["b", "a", "b"]', "[1, \"1\"]", "[1, 2, 1]", "[]", "null", "[[1], [1]]", '"a"', "", "[null]",
              "[{a = 1}, {a = 1}]", "[1, true]"],
    "tomap": ['{a = "x", b = "y"}', "{a = 1, b = \"2\"}", "{a = [1], b = \"x\"}", "{}", "null", "[1]", "smap",
              "{a = null, b = 1}", "", '{a = {b = 1}, c = {d = "x"}}', "obj"],
    "try": ["nums[10], 1", "1, 2", "unknown_var, \"x\"", "nums[10], obj.nope", "", "nums[10]",
            "nul.x, null", "tonumber(\"x\"), tonumber(\"1\")", '"${nums}", "fallback"', "abs(\"x\"), 0"],
    "can": ["nums[10]", "1", "unknown_var", "tonumber(\"x\")", "", "1, 2", "obj.name", "nul.x", '"${nums}"'],
}

ARITY = {}  # filled with approximate parameter kinds for random cases
KINDS = {
    "abs": "N", "ceil": "N", "floor": "N", "log": "NN", "max": "N*", "min": "N*", "parseint": "SN", "pow": "NN",
    "signum": "N", "int": "N", "chomp": "S", "format": "SA*", "formatlist": "SA*", "indent": "NS", "join": "SL*",
    "lower": "S", "upper": "S", "regex": "SS", "regexall": "SS", "replace": "SSS", "regex_replace": "SSS",
    "split": "SS", "strrev": "S", "strlen": "S", "substr": "SNN", "title": "S", "trim": "SS", "trimprefix": "SS",
    "trimsuffix": "SS", "trimspace": "S", "chunklist": "LN", "coalesce": "A*", "coalescelist": "L*",
    "compact": "L", "concat": "L*", "contains": "LA", "distinct": "L", "element": "LN", "flatten": "L",
    "hasindex": "AA", "keys": "M", "length": "A", "lookup": "MSA", "merge": "M*", "range": "N*", "reverse": "L",
    "setproduct": "L*", "slice": "LNN", "sort": "L", "values": "M", "zipmap": "LL", "setintersection": "LL*",
    "setsubtract": "LL", "setsymmetricdifference": "LL*", "setunion": "LL*", "sethaselement": "LA",
    "jsonencode": "A", "jsondecode": "S", "csvdecode": "S", "formatdate": "SS", "timeadd": "SS", "tostring": "A",
    "tonumber": "A", "tobool": "A", "tolist": "A", "toset": "A", "tomap": "A", "try": "A*", "can": "A",
}
POOL = {"N": NUM, "S": STR, "B": BOOL, "L": LIST, "M": MAP, "A": ANY}


def random_args(rng, kinds):
    fixed = kinds.rstrip("*")
    out = []
    for k in fixed:
        r = rng.random()
        if r < 0.08:
            out.append("null")
        elif r < 0.16:
            out.append(rng.choice(ANY))  # probably the wrong type
        else:
            out.append(rng.choice(POOL[k]))
    if kinds.endswith("*"):
        vk = fixed[-1] if fixed else kinds[0]
        for _ in range(rng.randint(0, 3)):
            out.append(rng.choice(POOL[vk]))
    if rng.random() < 0.05 and out:
        out.pop()  # too few arguments
    return ", ".join(out)


SET_RULES = [
    "setunion(toset([null]), toset([[1]]))",
    "setunion(toset([[1]]), toset([null]), toset([\"x\"]))",
    "setunion(toset([null]), toset([{a = 1}]), toset([{b = 2}]))",
    "setunion(toset([null]), toset([null]))",
    "setunion([null], [tolist([\"a\"])])",
    "setintersection(toset([null]), toset([{a = 1, b = [true]}]))",
    "setintersection(toset([toset([1])]), toset([null]))",
    "setsubtract(toset([null]), toset([tomap({a = 1})]))",
    "setsubtract(toset([[1, \"a\"]]), [null])",
    "setsymmetricdifference(toset([null]), toset([[]]), toset([{}]))",
    "setsymmetricdifference(toset([{\"b c\" = 1, a = \"\\\"\"}]), toset([null]))",
    "setunion(toset([null]), toset([]), toset([[[1]]]))",
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--random-per-func", type=int, default=6)
    ap.add_argument("--ref", default=None, help="hcleval (default: the latest reference)")
    ap.add_argument("--out", default=os.path.join(here, "..", "corpus", "functions"))
    a = ap.parse_args()
    a.ref = a.ref or oracles.hcleval()
    out = a.out
    os.makedirs(out, exist_ok=True)
    for fn in os.listdir(out):
        if fn.endswith((".hcl", ".json", ".txt")):
            os.remove(os.path.join(out, fn))
    vars_text = json.dumps(VARS, indent=1, ensure_ascii=False) + "\n"
    with open(os.path.join(out, "vars.json"), "w", encoding="utf-8") as fh:
        fh.write(vars_text)
    tmp = tempfile.mkdtemp()
    with open(os.path.join(tmp, "vars.json"), "w", encoding="utf-8") as fh:
        fh.write(vars_text)
    rng = random.Random(a.seed)
    progs = []
    seen = set()
    for f in sorted(KINDS):
        calls = ["%s(%s)" % (f, x) for x in C[f]]
        for _ in range(a.random_per_func):
            calls.append("%s(%s)" % (f, random_args(rng, KINDS[f])))
        # expansion with ... on a list/tuple
        if KINDS[f].endswith("*"):
            calls.append("%s(%s...)" % (f, rng.choice(["[]", "nums", "strs", '["a", "b"]', "[[1], [2]]"])))
        for c in calls:
            if c not in seen:
                seen.add(c)
                progs.append(c)
    # appended after the per-function cases so their numbering stays: set
    # operations on non-empty sets of the dynamic type meeting sets of another
    # element type (go-cty converts neither and panics on the differing set rules)
    for c in SET_RULES:
        if c not in seen:
            seen.add(c)
            progs.append(c)
    n_ok = 0
    for i, c in enumerate(progs):
        name = "%04d" % i
        src = "r = %s\n" % c
        with open(os.path.join(tmp, "p.hcl"), "w", encoding="utf-8") as fh:
            fh.write(src)
        ref = run(a.ref, tmp, "p.hcl", "vars.json")
        n_ok += ref["exit"] == 0
        with open(os.path.join(out, name + ".hcl"), "w", encoding="utf-8") as fh:
            fh.write(src)
        with open(os.path.join(out, name + ".expect.json"), "w", encoding="utf-8") as fh:
            fh.write(jsonfmt.dumps(rename(ref, name + ".hcl")) + "\n")
    print(f"functions: {len(progs)} calls ({n_ok} ok) over {len(KINDS)} functions (seed {a.seed})")
    import gen_funcs_regex  # the regex cases (rx_*.hcl), removed above with the rest
    gen_funcs_regex.main(a.ref, out)
    import gen_funcs_jsondepth  # the deeply nested JSON cases (jd_*.hcl), likewise
    gen_funcs_jsondepth.main(a.ref, out)


if __name__ == "__main__":
    main()
