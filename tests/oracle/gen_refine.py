#!/usr/bin/env python3
"""Generate tests/corpus/refine: expressions over unknown values with
refinements, and their expectations from the refinement oracle
(tests/oracle/refine/main.go; build it with tests/oracle/refine/build.sh).

usage: python3 tests/oracle/gen_refine.py [ORACLE]
  ORACLE: the built oracle binary (default: $REFINE_ORACLE, else
  target/refine-oracle).

Fixed seed: rerunning regenerates the corpus byte for byte. Groups (one
.hcl + .vars.json + .expect each): operators, comparisons, templates,
conditionals, for expressions, splats, conversions, functions. Each group
holds hand-picked cases then random combinations of the variable pool.
"""
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(REPO, "tests", "corpus", "refine")
SEED = 20261125

S, N, B = "string", "number", "bool"


def lst(t):
    return ["list", t]


def unk(ty, **kw):
    d = {"type": ty, "unknown": True}
    d.update(kw)
    return d


def known(ty, v):
    return {"type": ty, "value": v}


VARS = {
    # strings
    "s": unk(S),
    "snn": unk(S, not_null=True),
    "sp": unk(S, not_null=True, prefix="https://"),
    "sp2": unk(S, prefix="abc"),
    "sj": unk(S, not_null=True, prefix='{"'),
    "ks": known(S, "x"),
    "kurl": known(S, "https://example.com"),
    "ns": {"type": S, "null": True},
    # numbers
    "n": unk(N),
    "nnn": unk(N, not_null=True),
    "nb": unk(N, not_null=True, lower=["1", True], upper=["5", False]),
    "nb2": unk(N, lower=["0", False], upper=["10", True]),
    "nlo": unk(N, not_null=True, lower=["3", True]),
    "nhi": unk(N, not_null=True, upper=["-2", False]),
    "nfr": unk(N, not_null=True, lower=["0.5", True], upper=["2.5", True]),
    "neq": unk(N, lower=["4", True], upper=["4", True]),
    "kn": known(N, 3),
    "kneg": known(N, -7),
    # bools
    "b": unk(B),
    "bnn": unk(B, not_null=True),
    "kt_": known(B, True),
    # collections
    "l": unk(lst(S)),
    "lnn": unk(lst(S), not_null=True),
    "ll": unk(lst(S), not_null=True, len=[1, 3]),
    "l2": unk(lst(S), len=[2, 2]),
    "l0": unk(lst(S), len=[0, 4]),
    "ln": unk(lst(N), not_null=True, len=[2, 5]),
    "lset": unk(["set", N], not_null=True, len=[0, 4]),
    "sset": unk(["set", S], len=[2, -1]),
    "m": unk(["map", N], not_null=True, len=[1, 5]),
    "mu": unk(["map", S]),
    "kl": known(lst(S), ["a", "b"]),
    "kln": known(lst(N), [1, 2, 3]),
    "ktup": known(["tuple", [S, N]], ["a", 1]),
    "kobj": known(["object", {"a": S, "b": N}], {"a": "x", "b": 2}),
    "kle": {"type": lst(S), "elems": [unk(S, not_null=True, prefix="https://"), known(S, "z")]},
    "kln2": {"type": lst(N), "elems": [unk(N, not_null=True, lower=["0", True]), known(N, 9)]},
    "kmo": {"type": ["map", S], "attrs": {"a": unk(S, not_null=True, prefix="id-"), "b": known(S, "q")}},
    "kobjs": {"type": lst(["object", {"name": S}]), "elems": [
        {"type": ["object", {"name": S}], "attrs": {"name": unk(S, not_null=True, prefix="web-")}},
        {"type": ["object", {"name": S}], "attrs": {"name": known(S, "db")}}]},
    # structural
    "o": unk(["object", {"a": S, "b": N}], not_null=True),
    "onn": unk(["object", {"a": S}]),
    "t": unk(["tuple", [S, N]], not_null=True),
    "t3": unk(["tuple", [S, S, S]]),
    "d": unk("dynamic"),
}

# go-cty's StringPrefix shortens a prefix to what later text cannot change
SAFE_PREFIXES = ["https://", "abc", "abc-", "\u00e9", "a\r\n", "a1", "a<", "x=", "\u65e5\u672c",
                 "\u65e5\u672c/", "e\u0301", "a ", "a\t", "\U0001f44d", "\U0001f44d/", "ab\u0301c/",
                 "\ud55c\uad6d", "a.b", "\u2126", "a\n", "C:\\", "x_", "v1.2", "(", "k=v;"]
for _i, _p in enumerate(SAFE_PREFIXES):
    VARS["px%02d" % _i] = unk(S, not_null=True, safe_prefix=_p)


def group_prefixes(rng):
    cases = []
    for i, p in enumerate(SAFE_PREFIXES):
        v = "px%02d" % i
        cases += [v, "strlen(%s)" % v, "%s == %s" % (v, json.dumps("zz" + p, ensure_ascii=False)), '"%s${%s}"' % ("q/", v)]
    return cases


NUMS = ["n", "nnn", "nb", "nb2", "nlo", "nhi", "nfr", "neq", "kn", "kneg", "0", "1", "5", "-3", "2.5", "10"]
STRS = ["s", "snn", "sp", "sp2", "sj", "ks", "kurl", '"https://x"', '"ftp://x"', '"abcdef"', '"ab"', '""']
BOOLS = ["b", "bnn", "kt_", "true", "false"]
LISTS = ["l", "lnn", "ll", "l2", "l0", "kl", "kle"]


def pick(rng, xs):
    return xs[rng.randrange(len(xs))]


def group_operators(rng):
    cases = [
        "n + 1", "nb + 1", "nb - nb", "nb * 2", "nb / 2", "nb % 2", "-nb", "-n", "-kn",
        "!b", "!bnn", "!kt_", "b && false", "b && true", "b || true", "b || false",
        "bnn && bnn", "b || b", "false && b", "true || b", "nnn + kn", "n * 0",
        "0 * n", "kn + kn", "nb + nb2", "nlo - 1",
    ]
    ops = ["+", "-", "*", "/", "%"]
    while len(cases) < 70:
        cases.append("%s %s %s" % (pick(rng, NUMS), pick(rng, ops), pick(rng, NUMS)))
    while len(cases) < 90:
        cases.append("%s %s %s" % (pick(rng, BOOLS), pick(rng, ["&&", "||"]), pick(rng, BOOLS)))
    return cases


def group_comparisons(rng):
    cases = [
        '"https://${s}" == "ftp://x"', '"https://${s}" == "https://x"', 'sp == "ftp://"',
        'sp == "https://a"', 'sp != "ftp"', 'sp2 == "abd"', 'sp2 == null', 'sp == null',
        'snn == null', 's == null', 'null == snn', 'nb == 7', 'nb == 3', 'nb == 5', 'nb == 1',
        'nb2 == 0', 'nb2 == 10', 'nb < 10', 'nb > 0', 'nb >= 1', 'nb <= 5', 'nb < 1', 'nb > 5',
        'nb >= 5', 'nb <= 0', 'nb < nlo', 'nhi < nb', 'nb > nhi', 'nlo > nhi', 'nfr < 3',
        'length(l) >= 0', 'length(ll) > 0', 'length(ll) < 4', 'length(ll) == 0', 'length(l2) == 2',
        'll == []', 'll == ["a", "b", "c", "d"]', 'll == ["a"]', 'l0 == []', 'lset == toset([])',
        'm == {}', 'o == null', 'onn == null', 't == null', 'o == {a = "x", b = 1}',
        'b == null', 'bnn == null', 'bnn == true', 'n != 1', 'nnn == null', 'neq == 4', 'neq == 5',
        'kle == ["ftp://a", "z"]', 'kle == ["https://a", "z"]', 'kle[0] == "x"',
        '[sp] == ["ftp://"]', '{a = sp} == {a = "x"}', 'd == 1', 'd == null', 'ns == sp',
    ]
    cmp = ["<", ">", "<=", ">=", "==", "!="]
    while len(cases) < 100:
        cases.append("%s %s %s" % (pick(rng, NUMS), pick(rng, cmp), pick(rng, NUMS)))
    while len(cases) < 120:
        cases.append("%s %s %s" % (pick(rng, STRS), pick(rng, ["==", "!="]), pick(rng, STRS)))
    return cases


LITS = ["https://", "abc", "abc/", "a-", "id:", "x y ", "prefix_", "é", "日本/", "a\\n", '{\\"k\\": ', "${\"$\"}x",
        "C:\\\\dir\\\\", "v1.", "#", "ends with space "]


def group_templates(rng):
    long_lit = "a/" * 80
    cases = [
        '"https://${s}"', '"abc${s}"', '"abc/${s}"', '"${s}/x"', '"${sp}"', '"${sp}/path"',
        '"x-${ks}-${s}"', '"${ks}${kurl}/${s}"', '"${kn}:${s}"', '"%{if b}x%{endif}/${s}"',
        '"%{if true}on/%{endif}${s}"', '"%{for x in kl}${x},%{endfor}${s}"',
        '"%{for x in l}${x}%{endfor}"', '"${s}"', '"${nb}"', '"${ks}"', '"a/${nb}"',
        '"' + long_lit + '${s}"', '"' + "b" * 130 + '/${s}"', '"' + "é" * 70 + '${s}"',
        '<<EOT\nhello/${s}\nEOT', '<<-EOT\n  line/\n  ${s}\n  EOT', '"${s}${snn}"',
        '"pre/${upper(s)}"', '"a/${d}"', '"x/${ns}"', '"https://${s}" == "ftp://x"',
        '"a${sp}b"', '"%{if b}a/%{else}b/%{endif}${s}"', '"q/${b ? "x" : s}"',
        '"${b}/"', '"/${tostring(nb)}"', '"${"lit/"}${s}"', '"${jsonencode(kl)}${s}"',
        '"x/${kle[0]}"', '"${kle[0]}"',
    ]
    while len(cases) < 80:
        parts = []
        for _ in range(rng.randrange(1, 4)):
            if rng.random() < 0.5:
                parts.append(pick(rng, LITS))
            else:
                parts.append("${%s}" % pick(rng, ["s", "snn", "sp", "sp2", "ks", "kurl", "kn", "nb", "b", "kt_"]))
        cases.append('"%s"' % "".join(parts))
    return cases


def group_conditionals(rng):
    cases = [
        "b ? nb : nb2", "b ? nb : 7", "b ? 0 : nb", "b ? nb : nb", "b ? nlo : nhi", "b ? nfr : 1",
        "b ? kn : kneg", "b ? n : 1", "b ? nnn : 1", "true ? nb : 7", "false ? nb : nb2",
        "b ? ll : l2", "b ? ll : l0", "b ? ll : kl", "b ? l : ll", "b ? lset : toset([1])",
        "b ? m : {}", "b ? ll : []", "b ? sp : snn", "b ? sp : s", "b ? sp : \"x\"",
        "b ? null : nb", "b ? nb : null", "b ? null : null", "b ? o : o", "b ? t : t",
        "b ? bnn : true", "bnn ? 1 : 2", "b ? d : 1", "b ? 1 : \"x\"", "b ? kl : ktup",
        "b ? kln : ln", "b ? ln : [1, 2]", "b ? neq : 4", "b ? 2 : neq",
    ]
    while len(cases) < 70:
        k = rng.random()
        if k < 0.5:
            cases.append("%s ? %s : %s" % (pick(rng, BOOLS), pick(rng, NUMS), pick(rng, NUMS)))
        elif k < 0.8:
            cases.append("%s ? %s : %s" % (pick(rng, BOOLS), pick(rng, LISTS), pick(rng, LISTS)))
        else:
            cases.append("%s ? %s : %s" % (pick(rng, BOOLS), pick(rng, STRS), pick(rng, STRS)))
    return cases


def group_for(rng):
    cases = [
        "[for x in ll: x]", "[for x in l: x]", "[for x in kl: x]", "[for x in kle: x]",
        "[for x in kle: upper(x)]", "[for i, x in kle: i]", "{for k, v in m: k => v}",
        "{for k, v in kmo: k => v}", "[for x in ll: x if x != \"\"]", "[for x in lset: x + 1]",
        "[for x in kln2: x + 1]", "[for x in kln2: x > -1]", "length([for x in ll: x])",
        "[for x in t: x]", "[for x in o: x]", "{for k, v in o: k => v}", "[for x in d: x]",
        "[for x in kle: \"${x}/\"]", "[for x in kobjs: x.name]", "{for x in kle: x => 1}",
        "[for x in kl: sp]", "[for x in kl: nb]", "{for x in kl: x => nb}",
        "concat([for x in ll: x], kl)", "{for k, v in kmo: v => k...}", "[for x in sset: x]",
    ]
    srcs = ["ll", "l", "l0", "kl", "kle", "kln2", "lset", "m", "kmo", "ln", "kobjs"]
    bodies = ["x", "upper(x)", "\"${x}\"", "1", "x == null", "nb", "sp"]
    while len(cases) < 60:
        src = pick(rng, srcs)
        body = pick(rng, bodies)
        if src in ("kln2", "lset", "ln"):
            body = pick(rng, ["x", "x + 1", "x > 0", "\"${x}\"", "nb"])
        if src == "kobjs":
            body = "x.name"
        cases.append("[for x in %s: %s]" % (src, body))
    return cases


def group_splats(rng):
    cases = [
        "ll[*]", "l[*]", "l0[*]", "kl[*]", "kle[*]", "lset[*]", "ln[*]", "o[*]", "o[*].a", "onn[*]",
        "onn[*].a", "snn[*]", "s[*]", "sp[*]", "d[*]", "kobjs[*].name", "kobjs.*.name", "t[*]",
        "nb[*]", "ns[*]", "length(ll[*])", "length(s[*])", "ll.*", "ll[*][0]", "kle[*][0]",
        "lset[*]", "sset[*]", "m[*]", "mu[*]", "t3[*]",
    ]
    return cases


def group_conversions(rng):
    cases = [
        "tolist(t)", "tolist(t3)", "toset(t3)", "toset(ll)", "toset(l0)", "toset(sset)", "tolist(lset)",
        "tolist(sset)", "tomap(o)", "tomap(m)", "tostring(nb)", "tostring(sp)", "tostring(snn)",
        "tostring(s)", "tonumber(sp)", "tonumber(snn)", "tonumber(nb)", "tobool(bnn)", "tobool(snn)",
        "tolist(ll)", "tolist(l)", "toset(lnn)", "tomap(mu)", "tolist(ln)", "toset(ln)",
        "concat(ll, ktup)", "concat(ll, [1])", "[sp, 1]", "[nb, \"x\"]", "tolist([sp, 1])",
        "toset([sp, \"a\"])", "tomap({a = sp, b = 1})", "tostring(bnn)", "tostring(b)",
        "toset(t)", "tolist(onn)", "tomap(kmo)", "toset(kle)", "tolist(kle)", "tolist(kln2)",
        "toset([nb])", "tomap({a = nb})",
        "tolist([ll, kl])", "tolist([l2, kl])", "toset([lset, toset([1])])",
        "tomap({a = ll, b = kl})",
    ]
    return cases


FUNCS = [
    "upper(sp)", "lower(sp)", "upper(s)", "title(sp)", "strrev(sp)", "trimspace(sp)", "chomp(sp)",
    "indent(2, sp)", "strlen(sp)", "strlen(sp2)", "strlen(s)", "strlen(snn)", "strlen(\"é${s}\")",
    "strlen(\"abc/${s}\")", "substr(sp, 0, 3)", "replace(sp, \"a\", \"b\")", "split(\",\", sp)",
    "split(\",\", s)", "join(\",\", ll)", "join(\",\", l)", "join(\",\", kle)", "trim(sp, \"/\")",
    "trimprefix(sp, \"https://\")", "trimsuffix(sp, \"/\")", "format(\"id-%s\", s)",
    "format(\"%s\", s)", "format(\"id-%d\", nb)", "format(\"x\")", "format(\"a/%s/%s\", \"k\", s)",
    "format(\"%%lit-%s\", s)", "formatlist(\"%s!\", ll)", "formatlist(\"%s!\", kle)",
    "formatlist(\"%s-%s\", kl, ll)", "formatlist(\"%s\", l)", "regex(\"a\", sp)", "regexall(\"a\", sp)",
    "regex_replace(sp, \"a\", \"b\")",
    "jsonencode(snn)", "jsonencode(s)", "jsonencode(o)", "jsonencode(onn)", "jsonencode(ll)",
    "jsonencode(m)", "jsonencode(t)", "jsonencode(kle)", "jsonencode(kmo)", "jsonencode(nb)",
    "jsonencode(bnn)", "jsonencode(d)", "jsondecode(sj)", "jsondecode(s)", "csvdecode(s)",
    "length(ll)", "length(l)", "length(l0)", "length(lset)", "length(sset)", "length(m)", "length(o)",
    "length(t)", "length(kle)", "length(kl)", "length(s)", "length(sp)", "length(d)", "length(mu)",
    "keys(m)", "keys(o)", "keys(kmo)", "keys(mu)", "values(m)", "values(o)", "values(kmo)",
    "concat(ll, ll)", "concat(ll, kl)", "concat(l, kl)", "concat(kl, kl)", "concat(ll, l2)",
    "concat(l0, l0)", "sort(ll)", "sort(kle)", "sort(l2)", "reverse(ll)", "reverse(kle)", "distinct(ll)",
    "distinct(kle)", "compact(ll)", "compact(kle)", "flatten([ll, kl])", "flatten(kle)",
    "chunklist(ll, 2)", "chunklist(kle, 1)", "slice(ll, 0, 1)", "slice(kle, 0, 1)", "element(ll, 0)",
    "element(kle, 0)", "element(kle, 1)", "lookup(m, \"a\", 0)", "lookup(kmo, \"a\", \"\")",
    "lookup(kmo, \"b\", \"\")", "contains(ll, \"x\")", "contains(kle, \"z\")", "contains(kle, \"ftp\")",
    "contains(kle, \"q\")", "index(kl, \"a\")" if False else "hasindex(ll, 0)", "hasindex(kle, 5)",
    "merge(m, {a = 1})", "merge(o, {c = 1})", "merge(kmo, {c = \"x\"})", "zipmap(kl, ll)",
    "zipmap(ll, kl)", "setproduct(ll, kl)", "setproduct(lset, lset)", "setproduct(kl, kl)",
    "setproduct(l0, kl)", "setproduct(ll, [])", "setunion(lset, toset([1]))", "setintersection(lset, toset([1]))",
    "setsubtract(lset, toset([1]))", "setsymmetricdifference(lset, toset([1]))", "sethaselement(lset, 1)",
    "range(nb)", "range(kn)", "range(1, nb)", "abs(nb)", "abs(nhi)", "abs(n)", "ceil(nfr)", "floor(nfr)",
    "max(nb, 3)", "min(nb, 3)", "max(nb, nb2)", "log(nb, 10)", "pow(nb, 2)", "signum(nb)", "int(nfr)",
    "parseint(sp, 10)", "coalesce(s, \"x\")", "coalesce(snn, \"x\")", "coalesce(\"x\", s)",
    "coalesce(ns, sp)", "coalesce(nb, 1)", "coalescelist(ll, kl)", "coalescelist(l0, kl)",
    "coalescelist(kl, l)", "formatdate(\"YYYY\", s)", "timeadd(s, \"1h\")", "try(sp, \"x\")",
    "try(s, \"x\")", "can(sp)", "can(s)", "try(nb, 1)", "can(tonumber(s))",
    "upper(kle[0])", "length(split(\",\", sp))", "strlen(format(\"ab/%s\", s))",
    "length(setproduct(ll, kl))", "length(concat(ll, kl))", "length(sort(ll)) > 0",
    "length(keys(m)) >= 1", "strlen(upper(sp))", "abs(nb) >= 0", "strlen(sp) > 5",
    "strlen(sp) >= 8", "length(tolist(t)) == 2", "length(formatlist(\"%s\", ll))",
]


def group_functions(rng):
    cases = list(FUNCS)
    fns1 = ["upper", "lower", "strlen", "trimspace", "strrev", "title", "chomp"]
    while len(cases) < 220:
        k = rng.random()
        if k < 0.3:
            cases.append("%s(%s)" % (pick(rng, fns1), pick(rng, STRS)))
        elif k < 0.5:
            cases.append("length(%s)" % pick(rng, LISTS + ["lset", "sset", "m", "mu", "o", "t"]))
        elif k < 0.7:
            cases.append("%s(%s, %s)" % (pick(rng, ["max", "min"]), pick(rng, NUMS), pick(rng, NUMS)))
        elif k < 0.85:
            cases.append("concat(%s, %s)" % (pick(rng, LISTS), pick(rng, LISTS)))
        else:
            cases.append("jsonencode(%s)" % pick(rng, STRS + LISTS + ["o", "t", "m", "nb", "bnn"]))
    return cases


GROUPS = [
    ("comparisons", group_comparisons),
    ("conditionals", group_conditionals),
    ("conversions", group_conversions),
    ("for", group_for),
    ("functions", group_functions),
    ("operators", group_operators),
    ("prefixes", group_prefixes),
    ("splats", group_splats),
    ("templates", group_templates),
]


def main():
    oracle = sys.argv[1] if len(sys.argv) > 1 else os.environ.get(
        "REFINE_ORACLE", os.path.join(REPO, "target", "refine-oracle"))
    rng = random.Random(SEED)
    os.makedirs(OUT, exist_ok=True)
    total = 0
    for name, gen in GROUPS:
        cases = gen(rng)
        # drop duplicates, keeping the first
        seen, uniq = set(), []
        for c in cases:
            if c not in seen:
                seen.add(c)
                uniq.append(c)
        hcl = os.path.join(OUT, name + ".hcl")
        vars_path = os.path.join(OUT, name + ".vars.json")
        with open(hcl, "w") as f:
            for i, c in enumerate(uniq):
                f.write("c%03d = %s\n" % (i, c))
        with open(vars_path, "w") as f:
            json.dump(VARS, f, indent=1, sort_keys=True, ensure_ascii=False)
            f.write("\n")
        res = subprocess.run([oracle, vars_path, hcl], capture_output=True, text=True)
        if res.returncode != 0:
            sys.exit("oracle failed on %s: %s" % (name, res.stderr))
        with open(os.path.join(OUT, name + ".expect"), "w") as f:
            f.write(res.stdout)
        total += len(uniq)
        print("%s: %d cases" % (name, len(uniq)))
    print("total: %d cases" % total)


if __name__ == "__main__":
    main()
