#!/usr/bin/env python3
"""Random, type-aware HCL expression programs for the evaluation corpus (issue 4).

usage: gen_eval.py [--count N] [--seed S] [--ref HCLEVAL] [--out DIR] [--no-tail]

Writes tests/corpus/eval/NNNN.hcl (one attribute `r = <expr>`), vars.json, and
NNNN.expect.json = {"exit", "stdout", "stderr"} from the latest reference hcleval
(hcl v2.24 + go-cty v1.16; HCLEVAL defaults to it, see oracles.py). The first
programs are hand-written (EXTRA: short-circuit && and ||, null operands), then
random ones up to --count, then the hand-written TAIL (skipped with --no-tail, which
also skips EXTRA: a fresh random run with a new seed into another --out folder).
About 30% of programs carry one deliberately injected error.
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402
import oracles  # noqa: E402

VARS = {
    "n": 42, "f": 3.5, "neg": -7, "zero": 0, "big": 123456789012345678901234567890,
    "tiny": 0.000001,
    "s": "hello", "empty": "", "u": "héllo wörld 👍", "numstr": "17", "boolstr": "true",
    "spaced": "  padded text \n", "csv": "a,b,c", "literal_interp": "${not_evaluated}",
    "t": True, "fl": False, "nul": None,
    "nums": [1, 2, 3, 4, 5], "strs": ["a", "b", "c", "b"], "mixed": [1, "two", True, None],
    "empty_list": [], "nested": [[1, 2], [3], []], "words": ["banana", "apple", "cherry"],
    "obj": {"name": "web", "port": 8080, "enabled": True, "tags": {"env": "prod", "team": "ops"},
            "ports": [80, 443]},
    "objs": [{"name": "a", "size": 1, "tags": ["x"]}, {"name": "b", "size": 2, "tags": []},
             {"name": "c", "size": 3, "tags": ["y", "z"]}],
    "smap": {"a": "1", "b": "2", "c": "3"}, "nmap": {"x": 1, "y": 2, "z": 3},
    "deep": {"a": {"b": {"c": {"d": [1, {"e": "deep"}]}}}},
    "nullobj": {"a": None, "b": 1}, "empty_obj": {},
}

NUM_LITS = ["0", "1", "2", "3", "7", "10", "42", "100", "1000000", "12345678901234567890", "0.5",
            "3.25", "0.1", "1e3", "2.5e-3", "1E2", "6.02e+23", "1.5", "99.99", "007",
            # an empty fraction before an exponent is a number (the scanner's token shapes)
            "1.e5", "1.E+5", "6.e0", "2.e-1"]
STR_LITS = ['"plain"', '""', '"a"', '"hello world"', '"esc \\n \\t \\" \\\\ \\u00e9 \\U0001F600"',
            '"$${lit} %%{lit}"', '"üñí 👍🏽 日本"', '"b"', '"x-y-z"', '"  spaced  "', '"HeLLo"', '"10"',
            '"true"', '"3.5"', '"a,b,,c"']
NUM_VARS = ["n", "f", "neg", "zero", "big", "tiny", "obj.port", "nums[0]", "nums[4]", "objs[1].size",
            "deep.a.b.c.d[0]", "nmap.x", 'nmap["y"]', "obj.ports[1]", "nums.2", "nullobj.b"]
STR_VARS = ["s", "empty", "u", "numstr", "obj.name", "obj.tags.env", 'obj["tags"]["team"]', "smap.a",
            'smap["b"]', "strs[1]", "objs[0].name", "deep.a.b.c.d[1].e", "words[2]", "csv",
            "literal_interp", "spaced", "boolstr"]
BOOL_VARS = ["t", "fl", "obj.enabled"]
STRLIST_VARS = ["strs", "words", "objs[*].name", "objs.*.name", "keys(smap)", "values(smap)"]
NUMLIST_VARS = ["nums", "obj.ports", "objs[*].size", "objs.*.size", "nested[0]", "values(nmap)"]
OBJ_VARS = ["obj", "smap", "nmap", "deep.a", "obj.tags", "objs[0]", "nullobj", "empty_obj"]


class G:
    def __init__(self, rng, inject):
        self.r = rng
        self.inject = inject  # remaining injected errors (0 or 1)
        self.used_func = False

    def ch(self, xs):
        return self.r.choice(xs)

    def err_here(self, depth):
        if self.inject and self.r.random() < 0.25 + 0.1 * depth:
            self.inject -= 1
            return True
        return False

    def call(self, name, *args):
        self.used_func = True
        return "%s(%s)" % (name, ", ".join(args))

    # ------------------------------------------------------------ numbers
    def num(self, d):
        if self.err_here(d):
            return self.num_err(d)
        if d <= 0:
            return self.ch(NUM_LITS + NUM_VARS + ["-1", "-2.5"])
        k = self.r.randrange(16)
        if k == 0:
            return self.ch(NUM_LITS)
        if k == 1:
            return self.ch(NUM_VARS)
        if k in (2, 3):
            return "%s %s %s" % (self.num(d - 1), self.ch(["+", "-", "*"]), self.num(d - 1))
        if k == 4:
            return "%s %s %s" % (self.num(d - 1), self.ch(["/", "%"]), self.ch(["2", "3", "7", "0.5", "n", "f"]))
        if k == 5:
            return "-" + self.ch(["(%s)" % self.num(d - 1), self.ch(NUM_VARS), self.ch(NUM_LITS)])
        if k == 6:
            return "(%s)" % self.num(d - 1)
        if k == 7:
            return "%s ? %s : %s" % (self.boolean(d - 1), self.num(d - 1), self.num(d - 1))
        if k == 8:
            f = self.ch(["abs", "ceil", "floor", "signum", "int"])
            return self.call(f, self.num(d - 1))
        if k == 9:
            f = self.ch(["max", "min"])
            return self.call(f, *[self.num(d - 1) for _ in range(self.r.randint(1, 4))])
        if k == 10:
            return self.ch([self.call("pow", self.ch(["2", "3", "10", "f"]), self.ch(["0", "2", "3", "0.5"])),
                            self.call("parseint", self.ch(['"ff"', '"777"', '"-101"', '"zz"']),
                                      self.ch(["16", "8", "2", "36"])),
                            self.call("log", self.ch(["100", "8", "n"]), self.ch(["10", "2"])),
                            self.call("tonumber", self.ch(['"12.5"', "numstr", '"1e3"', "n", "null"]))])
        if k == 11:
            return self.call(self.ch(["length", "strlen"]) if self.r.random() < 0.3 else "length",
                             self.ch([self.strlist(d - 1), self.numlist(d - 1), self.obj(d - 1)]))
        if k == 12:
            return "%s[%s]" % (self.ch(["[%s, %s, %s]" % (self.num(d - 1), self.num(d - 1), self.num(d - 1)), "nums"]),
                               self.ch(["0", "1", "2"]))
        if k == 13:
            return '"%s" + %s' % (self.ch(["1", "2.5", "-3", "1e2"]), self.num(d - 1))
        if k == 14:
            return self.call("try", self.num_err(d - 1), self.num(d - 1))
        return self.call("element", self.numlist(d - 1), self.ch(["0", "1", "7", "n"]))

    def num_err(self, d):
        return self.ch([
            "nums[10]", "nums[-1]", "obj.nope", '"abc" + 1', "nul + 1", "1 / 0", "n % 0", "true + 1",
            "unknown_var", "nofunc(1)", 'abs("x")', "abs(1, 2)", "abs()", 'parseint("zz", 10)',
            'tonumber("abc")', "max()", "s.x", 'nums["a"]', 'obj["nope"]', "element(empty_list, 0)",
            'pow("a", 2)', "-s", "nums[1.5]", "n[0]", "nums.9", "strs[0] * 2", "length(n)", "nul.x",
            "objs[3].size", "deep.a.b.x", "nmap.w", "[1, 2][2]", "{a = 1}.b", "nums[nul]", "-nul",
            "obj.tags.env + 1", "neg / zero", "log(-1, 10)", "length(nul)", "nums[*] + 1",
            "(t ? 1 : \"x\") + 1", "n.0", "unknown_var.attr[0]", "nums[\"1\"] + nums[true]",
            # number tokens the reference rejects, and `1.e` (the number 1, then `.e`)
            "1.2.3", "1..2", "1e5.5", "1.e",
        ])

    # ------------------------------------------------------------ strings
    def tmpl_part(self, d):
        k = self.r.randrange(8)
        strip_l = "~ " if self.r.random() < 0.2 else ""
        strip_r = " ~" if self.r.random() < 0.2 else ""
        if k <= 2:
            inner = self.ch([self.num(d - 1), self.string(d - 1), self.boolean(d - 1)])
            return "${%s%s%s}" % (strip_l, inner, strip_r)
        if k == 3:
            return "%%{%sif %s%s}%s%%{else}%s%%{endif}" % (strip_l, self.boolean(d - 1), strip_r,
                                                       self.ch(["yes", " yes ", "${s}"]), self.ch(["no", " no", ""]))
        if k == 4:
            return "%%{if %s}%s%%{endif}" % (self.boolean(d - 1), self.ch(["on", "${n}"]))
        if k == 5:
            return "%%{for %sx in %s%s}${x}%s%%{%sendfor}" % (
                "i, " if self.r.random() < 0.3 else "", self.strlist(d - 1), strip_r,
                self.ch([",", " ", "${i}" if False else ";"]), strip_l)
        if k == 6:
            return "%%{for k, v in %s}${k}=${v} %%{endfor}" % self.ch(["smap", "nmap", "obj.tags", "{p = 1, q = \"two\"}"])
        return self.ch(["text", " ", "\\n", "\\\"q\\\"", "$${esc}", "%%{esc}", "ü👍", "\\t", "\\u00e9", "  "])

    def template(self, d):
        parts = [self.tmpl_part(d) for _ in range(self.r.randint(1, 3))]
        return '"%s"' % "".join(parts)

    def heredoc(self, d):
        indent = self.r.random() < 0.5
        lines = []
        for _ in range(self.r.randint(1, 3)):
            pad = " " * self.r.choice([2, 4, 6]) if indent else ""
            body = self.ch(["line text", "${%s}" % self.ch(NUM_VARS + STR_VARS), "%%{if %s}yes%%{endif}" % self.ch(BOOL_VARS),
                            "%{for x in strs~}\n" + pad + "- ${x}\n" + pad + "%{~ endfor}", "quote \" and \\n raw",
                            "${~ s ~}  tail"])
            lines.append(pad + body)
        marker = self.ch(["EOT", "END", "X"])
        close = ("  " if indent else "") + marker
        return "<<%s%s\n%s\n%s\n" % ("-" if indent else "", marker, "\n".join(lines), close)

    def string(self, d):
        if self.err_here(d):
            return self.str_err(d)
        if d <= 0:
            return self.ch(STR_LITS + STR_VARS)
        k = self.r.randrange(15)
        if k == 0:
            return self.ch(STR_LITS)
        if k == 1:
            return self.ch(STR_VARS)
        if k in (2, 3, 4):
            return self.template(d)
        if k == 5:
            return "(%s)" % self.heredoc(d)
        if k == 6:
            f = self.ch(["upper", "lower", "title", "trimspace", "chomp", "strrev"])
            return self.call(f, self.string(d - 1))
        if k == 7:
            return self.call("format", self.ch(['"%s-%d"', '"%v|%v"', '"%05.1f:%s"', '"%q %%"', '"%t %s"']),
                             *self.ch([[self.string(d - 1), self.num(d - 1)], [self.num(d - 1), self.boolean(d - 1)]]))
        if k == 8:
            return self.call("join", self.ch(['"-"', '", "', '""']), self.strlist(d - 1))
        if k == 9:
            return self.ch([self.call("replace", self.string(d - 1), self.ch(['"l"', '"/[a-z]/"', '"o"']), self.ch(['"L"', '"_"'])),
                            self.call("substr", self.string(d - 1), self.ch(["0", "1", "-3"]), self.ch(["3", "-1", "100"])),
                            self.call("trim", self.string(d - 1), self.ch(['"h"', '" "', '"lo"'])),
                            self.call(self.ch(["trimprefix", "trimsuffix"]), self.string(d - 1), self.ch(['"he"', '"lo"', '""'])),
                            self.call("indent", "2", self.ch(['"a\\nb\\nc"', "s"])),
                            self.call("regex_replace", self.string(d - 1), '"[aeiou]"', '"*"')])
        if k == 10:
            return "%s ? %s : %s" % (self.boolean(d - 1), self.string(d - 1), self.ch([self.string(d - 1), self.num(d - 1)]))
        if k == 11:
            return self.ch([self.call("tostring", self.ch([self.num(d - 1), self.boolean(d - 1), self.string(d - 1), "null"])),
                            self.call("jsonencode", self.ch([self.obj(d - 1), self.numlist(d - 1), self.string(d - 1), "null"]))])
        if k == 12:
            return self.ch([self.call("lookup", "smap", self.ch(['"a"', '"zz"']), '"default"'),
                            self.call("coalesce", self.ch(["null", '""', "s"]), self.string(d - 1)),
                            self.call("element", self.strlist(d - 1), self.ch(["0", "1", "5", "n"]))])
        if k == 13:
            return self.ch([self.call("formatdate", self.ch(['"YYYY-MM-DD"', '"DD MMM YYYY hh:mm ZZZ"', '"EEEE h:mmaa"']),
                                      self.ch(['"2024-02-29T13:04:05Z"', '"2018-01-02T23:12:01-08:00"'])),
                            self.call("timeadd", '"2024-01-31T00:00:00Z"', self.ch(['"1h"', '"-30m"', '"24h10m5s"'])),
                            self.call("regex", self.ch(['"[a-z]+"', '"(\\\\d+)"', '"^h(.)l"']), self.ch(['"abc123"', "s"]))])
        return "%s[%s]" % (self.strlist(d - 1), self.ch(["0", "1"]))

    def str_err(self, d):
        return self.ch([
            '"${nums}"', '"${obj}"', '"%{for x in n}x%{endfor}"', '"%{if s}x%{endif}"', "upper(nums)", "substr(s)",
            'format("%d", "x")', 'join(",", n)', 'regex("[", s)', 'jsondecode("{")', 'element(strs, "x")',
            "strs[5]", "smap.nope", 'smap["zz"]', 'formatdate("bad", "2024")', 'timeadd("x", "1h")', "tostring(nums)",
            '"${nul}"', '"a ${unknown_var} b"', '"%{for x in strs}${x.y}%{endfor}"', "lower(nul)", 'regex("z", s)',
            '"${nofunc()}"', 'format("%s %s", "a")', 'replace(s, "l")', 'title(obj)', 'strs[0].x', 's[0]',
            'trimprefix(1, 2, 3)', '"${[for x in nums: x]}"', 'lookup(smap, "zz")', 'coalesce(null, null)',
            '"%{if nul}x%{endif}"', '"%{for k, v in n}${k}%{endfor}"',
        ])

    # ------------------------------------------------------------ bools
    def boolean(self, d):
        if self.err_here(d):
            return self.bool_err(d)
        if d <= 0:
            return self.ch(["true", "false"] + BOOL_VARS)
        k = self.r.randrange(13)
        if k == 0:
            return self.ch(["true", "false"] + BOOL_VARS)
        if k in (1, 2):
            return "%s %s %s" % (self.num(d - 1), self.ch(["<", ">", "<=", ">=", "==", "!="]), self.num(d - 1))
        if k == 3:
            return "%s %s %s" % (self.string(d - 1), self.ch(["==", "!="]), self.string(d - 1))
        if k == 4:
            return "!" + self.ch(["(%s)" % self.boolean(d - 1), self.ch(BOOL_VARS)])
        if k in (5, 6):
            return "%s %s %s" % (self.boolean(d - 1), self.ch(["&&", "||"]), self.boolean(d - 1))
        if k == 7:
            return self.call("contains", self.ch([self.strlist(d - 1), self.numlist(d - 1)]),
                             self.ch([self.string(d - 1), self.num(d - 1)]))
        if k == 8:
            return self.call("can", self.ch([self.num(d - 1), self.num_err(d - 1), self.str_err(d - 1)]))
        if k == 9:
            return self.ch([self.call("hasindex", self.ch(["nums", "smap", "strs"]), self.ch(["0", "9", '"a"'])),
                            self.call("sethaselement", self.call("toset", self.strlist(d - 1)), self.string(d - 1)),
                            self.call("tobool", self.ch(['"true"', "boolstr", '"false"', "t", "null"]))])
        if k == 10:
            return "%s == %s" % (self.ch([self.numlist(d - 1), self.obj(d - 1), "nul", "null"]),
                                 self.ch([self.numlist(d - 1), self.obj(d - 1), "null", "[]", "{}"]))
        if k == 11:
            return "%s ? %s : %s" % (self.boolean(d - 1), self.boolean(d - 1), self.boolean(d - 1))
        # short-circuit shapes (their error behaviour differs upstream)
        return self.ch(["false && %s" % self.boolean(d - 1), "true || %s" % self.boolean(d - 1),
                        "fl && %s" % self.bool_err(d - 1), "t || %s" % self.bool_err(d - 1),
                        "t && %s" % self.boolean(d - 1)])

    def bool_err(self, d):
        return self.ch([
            "n && true", "!n", "contains(n, 1)", 'tobool("maybe")', 's > 1', "nums < 3", "nul && true",
            "!nul", "t && unknown_var", "obj.enabled.x", '"yes" || false', "nums[7] > 1", "strs == nofunc()",
            "!s", "fl || nul", "can()", "hasindex(n, 0)", "1 < nul",
        ])

    # ------------------------------------------------------------ lists
    def strlist(self, d):
        if self.err_here(d):
            return self.list_err(d)
        if d <= 0:
            return self.ch(STRLIST_VARS + ['["x", "y"]', "[]"])
        k = self.r.randrange(12)
        if k == 0:
            return self.ch(STRLIST_VARS)
        if k == 1:
            return "[%s]" % ", ".join(self.string(d - 1) for _ in range(self.r.randint(0, 3)))
        if k == 2:
            return "[for %sx in %s : %s%s]" % ("i, " if self.r.random() < 0.3 else "", self.strlist(d - 1),
                                               self.ch(["upper(x)", "x", '"${x}!"', "\"<${x}>\""]),
                                               self.ch(["", ' if x != "b"', " if length(x) > 1", ""]))
        if k == 3:
            return self.call(self.ch(["sort", "distinct", "reverse", "compact"]), self.strlist(d - 1))
        if k == 4:
            return self.call("concat", self.strlist(d - 1), self.strlist(d - 1))
        if k == 5:
            return self.call("split", self.ch(['","', '"-"', '""']), self.string(d - 1))
        if k == 6:
            return self.call("formatlist", self.ch(['"%s!"', '"%s=%s"']), self.strlist(d - 1),
                             *(["strs"] if self.r.random() < 0.3 else []))
        if k == 7:
            return self.call("tolist", self.ch([self.strlist(d - 1), self.call("toset", self.strlist(d - 1))]))
        if k == 8:
            return self.call("slice", self.strlist(d - 1), self.ch(["0", "1"]), self.ch(["1", "2"]))
        if k == 9:
            return self.call("regexall", self.ch(['"[a-z]"', '"\\\\d+"']), self.ch(['"a1b22c333"', "s", "u"]))
        if k == 10:
            return "%s ? %s : %s" % (self.boolean(d - 1), self.strlist(d - 1), self.strlist(d - 1))
        return self.call("keys", self.obj(d - 1))

    def numlist(self, d):
        if self.err_here(d):
            return self.list_err(d)
        if d <= 0:
            return self.ch(NUMLIST_VARS + ["[1, 2, 3]", "[]"])
        k = self.r.randrange(11)
        if k == 0:
            return self.ch(NUMLIST_VARS)
        if k == 1:
            return "[%s]" % ", ".join(self.num(d - 1) for _ in range(self.r.randint(0, 3)))
        if k == 2:
            return "[for %sx in %s : %s%s]" % ("i, " if self.r.random() < 0.3 else "", self.numlist(d - 1),
                                               self.ch(["x * 2", "x", "x + n", "-x"]),
                                               self.ch(["", " if x > 2", " if x % 2 == 0"]))
        if k == 3:
            return self.ch([self.call("range", self.ch(["3", "0"])), self.call("range", "1", "10", "3"),
                            self.call("range", "5", "0", "-2"), self.call("range", "0.5", "2")])
        if k == 4:
            return self.call("flatten", self.ch(["nested", "[nums, [7, [8]]]", "[[], []]"]))
        if k == 5:
            return self.call(self.ch(["reverse", "distinct", "sort"]), self.numlist(d - 1))
        if k == 6:
            return self.ch(["%s[*]" % self.ch(["n", "nul", "obj.port", "nums"]), "%s.*" % self.ch(["n", "nul", "nums"]),
                            "objs[*].tags[0]", "objs.*.tags", "[{a = 1}, {a = 2}][*].a"])
        if k == 7:
            return self.call("chunklist", self.numlist(d - 1), self.ch(["2", "1", "0"]))
        if k == 8:
            return self.call("concat", self.numlist(d - 1), self.numlist(d - 1))
        if k == 9:
            return "%s ? %s : %s" % (self.boolean(d - 1), self.numlist(d - 1),
                                     self.ch([self.numlist(d - 1), self.strlist(d - 1), "null"]))
        return self.call("tolist", self.call("toset", self.numlist(d - 1)))

    def list_err(self, d):
        return self.ch([
            "nums[*].x", "concat(n)", "range(0, 10, 0)", "slice(nums, 3, 1)", "chunklist(nums, -1)",
            "flatten(n)", "[for x in n : x]", "keys(nums)", "[for x in nul : x]", "tolist(obj)",
            "sort(objs)", "distinct(n)", "nofunc()", "objs[*].nope", "[for k, v in smap : v.x]",
            "split(nums, s)", "formatlist(\"%s\", obj)", "regexall(\"(\", s)", "element(nums)",
            "concat(nums, [unknown_var])", "tolist([1, [2]])", "range()", "range(1, 2, 3, 4)",
            "nested[1][5]", "[for x in nums : x if x]", "[for x in strs : x if nul]", "reverse(s)",
            "setproduct()", "nul[*][0]", "(nums)[*].a",
        ])

    # ------------------------------------------------------------ objects
    def obj(self, d):
        if self.err_here(d):
            return self.obj_err(d)
        if d <= 0:
            return self.ch(OBJ_VARS + ["{}", "{a = 1}"])
        k = self.r.randrange(11)
        if k == 0:
            return self.ch(OBJ_VARS)
        if k in (1, 2):
            items = []
            for i in range(self.r.randint(0, 3)):
                key = self.ch(["a", "b", "k%d" % i, '"quoted key"', '"k-%d"' % i, "(s)", '("${n}")', "for_x", "null"])
                items.append("%s %s %s" % (key, self.ch(["=", ":"]), self.ch([self.num(d - 1), self.string(d - 1),
                                                                           self.boolean(d - 1), "null"])))
            sep = self.ch([", ", ",\n  ", "\n  "])
            if "\n" in sep:
                return "{\n  %s\n}" % sep.join(items)
            return "{%s}" % sep.join(items)
        if k == 3:
            return "{for k, v in %s : k => %s%s}" % (self.ch(["smap", "nmap", "obj.tags"]), self.ch(["v", '"${v}!"', "k"]),
                                                   self.ch(["", ' if k != "a"', ' if v != "2"']))
        if k == 4:
            return "{for x in %s : x => x...}" % self.strlist(d - 1)
        if k == 5:
            return "{for i, o in objs : o.name => o.size%s}" % self.ch(["", " if o.size > 1", "..."])
        if k == 6:
            return self.call("merge", *[self.obj(d - 1) for _ in range(self.r.randint(0, 3))])
        if k == 7:
            return self.call("tomap", self.ch(["{a = \"x\", b = \"y\"}", "{a = 1, b = \"2\"}", "smap", "nmap", "{}"]))
        if k == 8:
            return self.call("zipmap", self.ch(['["a", "b"]', "strs", "keys(smap)"]), self.ch(["[1, 2]", "nums", "values(nmap)"]))
        if k == 9:
            return self.call("jsondecode", self.ch(["\"{\\\"a\\\": 1, \\\"b\\\": [true, null]}\"", '"{}"', "jsonencode(obj)"]))
        return "%s ? %s : %s" % (self.boolean(d - 1), self.obj(d - 1), self.obj(d - 1))

    def obj_err(self, d):
        return self.ch([
            "{for x in strs : x => x}", "{(nul) = 1}", "{(nums) = 1}", "merge(nums)",
            "tomap({a = [1], b = \"x\"})", 'zipmap(["a"], [1, 2])', 'jsondecode("[1,")', "obj.tags.nope",
            "{for k, v in smap : v => k if nul}", "{for k, v in n : k => v}", "{a = unknown_var}",
            "{for o in objs : o.size => o}", "deep.a.b.c.d[1].e.f", "{for x in nums : x => x}",
            "merge(obj, n)", "{(obj) = 1}", "lookup(obj)", "t ? obj : nums", "obj[0]",
        ])

    def any(self, d):
        return self.ch([self.num, self.string, self.boolean, self.strlist, self.numlist, self.obj])(d)

    def program(self):
        d = self.r.choice([1, 2, 2, 3, 3, 4])
        k = self.r.randrange(20)
        if k == 0:
            e = self.heredoc(d)
            return e
        if k == 1:
            # mixed-type conditionals
            return "%s ? %s : %s" % (self.boolean(d - 1), self.any(d - 1), self.any(d - 1))
        if k == 2:
            return self.ch(["%s[*]", "%s.*", "%s[*][0]"]) % self.ch(["nul", "n", "s", "obj", "objs", "strs", "toset(strs)",
                                                               "tomap(smap)", "tolist(nums)", "mixed", "empty_list"])
        e = self.any(d)
        if self.inject:  # no site was chosen: make the whole program erroring
            self.inject = 0
            e = self.ch([self.num_err, self.str_err, self.bool_err, self.list_err, self.obj_err])(d)
        return e


def run(exe, workdir, name, vars_name):
    p = subprocess.run([exe, "--diags=json", "--with-type", "-V", vars_name, name], cwd=workdir,
                       capture_output=True, timeout=30)
    out = None
    if p.stdout.strip():
        out = json.loads(p.stdout, parse_int=jsonfmt.RawNum, parse_float=jsonfmt.RawNum)
    err = p.stderr.decode("utf-8", "replace")
    try:
        err = json.loads(err, parse_int=jsonfmt.RawNum, parse_float=jsonfmt.RawNum) if err.strip() else None
    except ValueError:
        pass
    return jsonfmt.canon_result({"exit": p.returncode, "stdout": out, "stderr": err})


FUNC_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*\s*\(")

# Hand-written programs around behaviour that changed after v2.14.1 (short-circuit
# && and ||, null operands); classified like the random ones.
EXTRA = [
    "false && nums[10]", "fl && unknown_var", "true || unknown_var", "t || nums[9] > 0", "fl && (1 / 0 > 0)",
    'false && "x"', "true || nul", "nul && false", "fl && nul", "nul || true", "t || nul", "nul || nul",
    "[for x in nums : x if false && x.y]", "t ? (fl && nope) : true", "!(fl && bad)", "false || unknown_var",
    "fl && fl && unknown_var", "(true || unknown_var) && t", '"${fl && unknown_var}"', "t && unknown_var",
    "fl || nums[9]", "true || obj.nope.deeper", "false && obj.nope", "true || {a = 1}.b", "false && [1][5]",
    "t || n", "fl && n", "fl && s", "t || \"true\"", "fl && \"false\"", "t || 1 == 1", "fl && [for x in n : x]",
    "true || (1 / 0 > 0)", "false && nul.x", "true || nul.x", "fl && unknown_var || t", "t || unknown_var && fl",
    "(fl && unknown_var) == false", "[fl && nums[99], t || nums[99]]", "{a = fl && nope, b = t || nope}",
    '"%{if fl && nope}a%{else}b%{endif}"', '"%{if t || nope}a%{endif}"', "fl && nul.x.y",
    "objs[*].tags[*]", "objs[*].tags[*][0]", "nested[*][*]", "objs.*.tags[*]", "nul[*][*]",
]


# Targeted programs appended after the random ones (numbers after --count):
# precedence, template unwrapping, splats, indexing and conversion corner cases.
TAIL = [
    "1 + 2 * 3", "10 - 4 - 3", "2 * 3 % 4", "8 / 4 / 2", "!t && fl", "t || fl && fl", "1 < 2 == true",
    "-2 * -3", "!(1 == 1)", "1 + 2 > 2 && 3 * 2 == 6 || fl", "false == !true", "3 % 2 * 5", "-n + -f",
    "(1 + 2) * 3", "2 * (3 + 4) - -1", "1 - -1", "t ? 1 : 2 + 10", "(t ? 1 : 2) + 10", "fl || t ? \"a\" : \"b\"",
    '"${n}"', '"x${n}"', '"${nums}"', '"${obj}"', '"${t}"', '"${nul}"', '"a ${~ "b" ~} c"', '"a\n ${~ s}"',
    '"%{for k, v in {b = 1, a = 2}}${k}%{endfor}"', '"%{for x in toset(["b", "a", "c"])}${x}%{endfor}"',
    '"%{if t}yes%{endif}"', '"%{if "true"}yes%{endif}"', '"%{for i, x in strs}${i}${x}%{endfor}"',
    '"%{ for x in nums ~}\n  ${x}\n%{~ endfor }"',
    "toset(strs)[*]", "tomap(smap)[*]", "nul[*]", "n[*]", "objs[*].tags[0]", "objs.*.tags[0]", "objs.*.tags[*]",
    "[for o in objs : o.tags][0]", "tolist(strs)[*]", "mixed[*]", "obj.*", "obj[*].name", "nul.*.x",
    "tolist(strs)[1.0]", 'nums["1"]', "smap[1]", 'tomap(smap)["a"]', "toset(strs)[0]", "obj.ports[*]",
    "nums[0.5]", '"abc"[0]', "nums[-0]", "nested[0][1]", "objs[1].tags[0]", 'obj["tags"].env', "obj.tags[\"env\"]",
    "{for k, v in smap : v => k}", '{for x in ["a", "a"] : x => 1}', '{for x in ["a", "a"] : x => 1...}',
    "[for k, v in obj : k]", '[for x in toset(["b", "a", "c"]) : x]', '[for i, x in "str" : x]', "{for x in nums : x => x}",
    "{for k, v in nmap : k => v if v > 1}", "[for x in nums : x if x > 2 && x < 5]", "{for o in objs : o.name => o.tags...}",
    "[for x in nul : x]", "[for x in {} : x]", "{for k, v in {} : k => v}", "[for k, v in smap : \"${k}${v}\"]",
    't ? 1 : "a"', 't ? [1] : ["a"]', "t ? {a = 1} : {b = 2}", "fl ? nums[10] : 1", "t ? null : 1", "nul ? 1 : 2",
    '"true" ? 1 : 2', "t ? nums : strs", "fl ? obj : smap", "t ? 1 : nofunc()",
    "max(nums...)", "concat(nested...)", 'format("%s-%s", ["a", "b"]...)', "nofunc()", "upper()", 'upper("a", "b")',
    "lenght(nums)", "max(n...)", "upper(strs...)", "min([]...)",
    "unknwon", "nums.0", "obj.nam", "smap.d", "deep.a.b.c.d[1].f", "nmap.X",
    '"5" * "2"', 'true == "true"', '1 == "1"', "[1] == [1]", "{a = 1} == {a = 1}", "null == null", "nul == null",
    '-"3"', '!"true"', "1.5 % 1", "-7 % 3", "7 % -3", "0.1 + 0.2", "12345678901234567890 * 12345678901234567890",
    "1 / 3", "2 / 3 * 3", '10 > "9"', '"a" < "b"', "1e308 * 10", "big / 1e-30", "-0", "0 * -1",
    "[]", "{}", "null", "[null]", "{a = null}", "{(nul) = 1}", "{(1) = 2}", "{(t) = 1}", "{a = 1, a = 2}",
    '{"a" = 1, a = 2}', "{alpha = 1, b = alpha}", "{(s) = 1, (s) = 2}", "[1, \"a\", [true], {b = null}]",
    '"a\\n ${~ s}"', '"%{ for x in nums ~}\\n  ${x}\\n%{~ endfor }"',
    "<<EOT\n%{ for x in nums ~}\n  ${x}\n%{~ endfor }\nEOT\n", "<<-EOT\n    ${s}\n      x\n    EOT\n",
]


def strip_detail(res):
    e = res["stderr"]
    if isinstance(e, dict):
        e = [(x.get("severity"), x.get("summary"), json.dumps(x.get("subject"))) for x in e.get("diagnostics", [])]
    return (res["exit"], json.dumps(res["stdout"]), json.dumps(e))


def rename(v, fn):
    """Replace the temporary file name in diagnostics by the case's own name."""
    if isinstance(v, jsonfmt.RawNum):
        return v
    if isinstance(v, dict):
        return {k: rename(x, fn) for k, x in v.items()}
    if isinstance(v, list):
        return [rename(x, fn) for x in v]
    if isinstance(v, str):
        return v.replace("p.hcl", fn)
    return v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=2200)
    ap.add_argument("--seed", type=int, default=20261122)
    ap.add_argument("--ref", default=None, help="hcleval (default: the latest reference, see oracles.py)")
    ap.add_argument("--out", default=os.path.join(here, "..", "corpus", "eval"))
    ap.add_argument("--no-tail", action="store_true", help="random programs only (no hand-written ones)")
    a = ap.parse_args()
    ref_exe = a.ref or oracles.hcleval()
    main_dir = a.out
    os.makedirs(main_dir, exist_ok=True)
    for fn in os.listdir(main_dir):
        if fn.endswith((".hcl", ".json", ".txt")):
            os.remove(os.path.join(main_dir, fn))
    vars_text = json.dumps(VARS, indent=1, ensure_ascii=False) + "\n"
    with open(os.path.join(main_dir, "vars.json"), "w", encoding="utf-8") as fh:
        fh.write(vars_text)
    rng = random.Random(a.seed)
    seen = set()
    n_main = n_ok = 0
    tmp = tempfile.mkdtemp()
    with open(os.path.join(tmp, "vars.json"), "w", encoding="utf-8") as fh:
        fh.write(vars_text)
    tries = 0
    extra = [] if a.no_tail else list(EXTRA)
    tail = [] if a.no_tail else list(TAIL)
    total = a.count + len(tail)
    while n_main < total:
        tries += 1
        if n_main < a.count:
            g = G(rng, 1 if rng.random() < 0.3 else 0)
            src = "r = " + (extra.pop(0) if extra else g.program()) + "\n"
        elif tail:
            src = "r = " + tail.pop(0) + "\n"
        else:
            break
        if src in seen or len(src) > 1500:
            continue
        seen.add(src)
        with open(os.path.join(tmp, "p.hcl"), "w", encoding="utf-8") as fh:
            fh.write(src)
        exp = run(ref_exe, tmp, "p.hcl", "vars.json")
        n_ok += exp["exit"] == 0
        name = "%04d" % n_main
        n_main += 1
        with open(os.path.join(main_dir, name + ".hcl"), "w", encoding="utf-8") as fh:
            fh.write(src)
        exp = rename(exp, name + ".hcl")
        with open(os.path.join(main_dir, name + ".expect.json"), "w", encoding="utf-8") as fh:
            fh.write(jsonfmt.dumps(exp) + "\n")
    print(f"eval: {n_main} programs ({n_ok} ok, {n_main - n_ok} error); generated {tries}; seed {a.seed}")


if __name__ == "__main__":
    main()
