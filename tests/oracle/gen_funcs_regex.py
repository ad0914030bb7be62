#!/usr/bin/env python3
"""Regular-expression cases of the function corpus: tests/corpus/functions/rx_NNNN.hcl
+ rx_NNNN.expect.json (reference hcleval, like gen_funcs.py; run after it, which it
calls at its end).

Go's regexp syntax as the reference sees it: ~150 malformed or unusual patterns (each
through regex() and regex_replace(), so both the argument-error and the call-error
wording of Go's "error parsing regexp: CODE: `EXPR`" are covered), patterns Go accepts
that other engines treat differently (\\Q..\\E, octal escapes, \\< as a literal, flag
groups before a repetition, capture names Rust rejects, duplicate names, repetition
limits), matching semantics (Perl classes and \\b ASCII-only, Unicode classes and Go's
class names), and Go's replacement template syntax ($1, ${n}, $$, malformed $).

usage: gen_funcs_regex.py [--ref HCLEVAL]
"""
import argparse
import json
import os
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402
import oracles  # noqa: E402
from gen_eval import VARS, run, rename  # noqa: E402

PATTERNS = [
    # malformed, and Go's repetition rules
    "(", "(a", "a)", ")", "((a)", "(a))", "[", "[a", "[]", "[]a", "[^]", "[a-", "[z-a]", "[a-\\d]",
    "[[:foo:]]", "[[:alpha:]", "[[:^alpha:]]x[",
    "*", "+a", "?", "a**", "a*+", "a+?*", "a??", "a*?+", "a{2}*", "a*{2}", "a{2}{3}", "|*", "a|+", "(*)",
    "(?i)*", "a(?i)*", "^*", "$+", "\\b*", "(|a)*",
    "a{1001}", "a{1000}", "a{2,1}", "a{1,1001}", "a{100000000}", "a{,5}", "a{01}", "a{1,}", "a{", "a{1",
    "a{1,", "a{1,2", "{1}", "x{0}{1}",
    "(a{500}){3}", "((a{10}){10}){10}", "((a{10}){10}){11}", "(a*){1001}", "(?:a{2}){501}", "(a{2}|b{600}){2}",
    # escapes
    "\\", "a\\", "\\Z", "\\C", "\\G", "\\e", "\\K", "\\R", "\\X", "\\y", "\\8", "\\1", "\\12", "\\0", "\\08",
    "\\377", "\\400",
    "\\x", "\\xg", "\\x4", "\\x41", "\\x{}", "\\x{41}", "\\x{110000}", "\\x{10FFFF}", "\\x{zz}", "\\x{41",
    "\\x{D800}",
    # Unicode classes
    "\\p", "\\pN", "\\pX", "\\p{", "\\p{Greek}", "\\p{greek}", "\\p{Foo}", "\\p{^Greek}", "\\P{^Greek}",
    "\\p{Any}", "\\p{L}", "\\p{Letter}", "\\p{Lu}", "\\pL+", "\\p{Han}", "\\p{Cs}", "\\p{Zzzz}", "\\p{Latin",
    "[\\p{Foo}]", "[\\pN]",
    # groups and flags
    "(?P<name>a)", "(?P<1a>a)", "(?P<a-b>a)", "(?P<>a)", "(?P<name", "(?P<", "(?P", "(?P=name)",
    "(?<name>a)", "(?'name'a)", "(?P<é>a)", "(?P<n>a)(?P<n>b)",
    "(?i)abc", "(?i-s:a)", "(?x)a", "(?-)a", "(?i-)a", "(?--i)a", "(?)a", "(?:a", "(?", "(?i", "(?#comment)",
    "(?=a)", "(?!a)", "(?<=a)", "(?U)a+", "(?smiU)a",
    # classes
    "[\\z]", "[\\b]", "[\\A]", "[\\Q]", "[\\d-z]", "[a-\\x{10FFFF}]", "[^\\x00-\\x{10FFFF}]", "[\\x{10FFFF}-a]",
    "\\Qa.b", "\\Qa.b\\E+", "\\Q\\E*", "a\\<b\\>", "\\_", "\\/", "\\-", "\\ ",
]

MATCHES = [
    ("\\pN+", "ab123cd"), ("\\p{Greek}+", "abc αβγ"), ("\\P{Latin}+", "abcαβ"), ("[\\p{^Latin}]+", "abcαβ"),
    ("\\012", "a\nb"), ("\\x41+", "AAA"), ("a\\<b", "a<b"), ("\\Qa.b\\E", "xa.b"), ("^*a", "a"),
    ("(?P<1a>x)", "x"), ("(?P<n>a)(?P<n>b)", "ab"), ("\\d+", "x٣123"), ("\\w+", "héllo"), ("\\bfoo\\b", "a foo b"),
    ("a{,2}", "a{,2}"), ("x{01}", "x{01}"), ("[[:alpha:]]+", "ab1"), ("[[:^digit:]]+", "12ab"),
    ("(?i)straße", "STRASSE"), ("(?U)a+", "aaa"), ("a{2}?", "aaa"), ("(?s).+", "a\nb"), (".+", "a\nb"),
    ("(a)|b", "b"), ("(?m)^b$", "a\nb\nc"), ("$", "ab"), ("[^a]", "\n"), ("\\v\\f", "\x0b\x0c"), ("\\_+", "__"),
    ("(?i)[k]", "\u212a"), ("a(?i)*b", "aaaB"), ("\\p{Cs}|x", "axb"), ("\\P{Cs}", "é"),
    ("[\\p{Nd}\\s]+", "1 2\t3x"), ("\\pZ", "a b"), ("\\p{Common}+", "a1!? b"), ("\\p{Inherited}", "e\u0301"),
]

REPLACES = [
    ("a(x*)b", "-ab-axxb-", "${1}W"), ("a(x*)b", "-ab-axxb-", "$1W"), ("a(?P<n>x*)b", "-ab-axxb-", "$nW"),
    ("a(?P<n>x*)b", "-ab-axxb-", "${n}W"), ("(?P<1a>x)", "x", "[$1a]"), ("(x)", "x", "$$1"), ("(x)", "x", "$"),
    ("(x)", "x", "${1"), ("(x)", "x", "$01"), ("(x)", "x", "${01}"), ("(?P<n>a)|(?P<n>b)", "ab", "[$n]"),
    ("a*", "baaac", "-"), ("", "abc", "-"), ("(x)", "x", "$é"),
]

# Go's Unicode category names and a sample of its script names, each accepted.
NAMES = ["C", "Cc", "Cf", "Co", "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn", "N", "Nd", "Nl",
         "No", "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "S", "Sc", "Sk", "Sm", "So", "Z", "Zl", "Zp",
         "Zs", "Arabic", "Cyrillic", "Han", "Yezidi", "Khitan_Small_Script", "Chorasmian", "Dives_Akuru"]


# Go's tree height limit (1,000): captures nest, non-capturing groups and one-rune
# alternatives merged into a class do not add height.
DEEP = ["(" * 1001 + ")" * 1001, "(" * 999 + ")" * 999, "(" * 999 + "a|b" + ")" * 999,
        "(" * 998 + "ab" + ")" * 998, "(" * 998 + "a*" + ")" * 998, "(" * 997 + "a*" + ")" * 997,
        "(?:" * 1100 + "a" + ")" * 1100, "(a*)" * 400]


# Capture-name handling: mixing named and unnamed groups, duplicate names.
EXTRA = ['regex("(a)(?P<n>b)", "ab")', 'regexall("(a)(?P<n>b)", "ab")', 'regex_replace("ab", "(a)(?P<n>b)", "$n$1")',
         'regex("(?P<n>a)|(?P<n>b)", "b")', 'regex("(?P<n>a)|(?P<m>b)", "b")', 'regex("(?P<n>a)(?P<n>b)", "ab")']


def q(s):
    """An HCL string literal (JSON escapes are HCL's; template sequences escaped)."""
    return json.dumps(s, ensure_ascii=False).replace("${", "$${").replace("%{", "%%{")


def calls():
    out = []
    for p in PATTERNS:
        out.append('regex(%s, "aaa")' % q(p))
        out.append('regex_replace("aaa", %s, "x")' % q(p))
    for p, s in MATCHES:
        out.append("regexall(%s, %s)" % (q(p), q(s)))
    for p, s, r in REPLACES:
        out.append("regex_replace(%s, %s, %s)" % (q(s), q(p), q(r)))
    for p in DEEP:
        out.append('length(regexall(%s, "ab"))' % q(p))
    out.extend(EXTRA)
    for n in NAMES:
        out.append('regexall(%s, "aZ1 αλ中\\u0600\\u00ad")' % q("\\p{%s}" % n))
    return out


def main(ref=None, out=os.path.join(here, "..", "corpus", "functions")):
    ref = ref or oracles.hcleval()
    for fn in os.listdir(out):
        if fn.startswith("rx_"):
            os.remove(os.path.join(out, fn))
    tmp = tempfile.mkdtemp()
    with open(os.path.join(tmp, "vars.json"), "w", encoding="utf-8") as fh:
        fh.write(json.dumps(VARS, indent=1, ensure_ascii=False) + "\n")
    n_ok = 0
    progs = calls()
    for i, c in enumerate(progs):
        name = "rx_%04d" % i
        src = "r = %s\n" % c
        with open(os.path.join(tmp, "p.hcl"), "w", encoding="utf-8") as fh:
            fh.write(src)
        res = run(ref, tmp, "p.hcl", "vars.json")
        n_ok += res["exit"] == 0
        with open(os.path.join(out, name + ".hcl"), "w", encoding="utf-8") as fh:
            fh.write(src)
        with open(os.path.join(out, name + ".expect.json"), "w", encoding="utf-8") as fh:
            fh.write(jsonfmt.dumps(rename(res, name + ".hcl")) + "\n")
    print(f"functions/rx_*: {len(progs)} regex calls ({n_ok} ok)")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", default=None, help="hcleval (default: the latest reference)")
    main(ap.parse_args().ref)
