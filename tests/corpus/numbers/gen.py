#!/usr/bin/env python3
"""Generates tests/corpus/numbers/cases.txt from the reference implementation.

Each case is one HCL expression (number literals, unary minus, + - * / %,
comparisons, parentheses and a few stdlib number functions). The expression is
written as `c = EXPR` into a file and evaluated by the reference `hcleval
--with-type --diags json`; the expected text is the reference's JSON text of
the result, or `ERROR: <message>` (the operation/function error message
without its "Error during operation: " / "Call to function ... failed: "
prefix, the trailing period and any Go stack trace; or the JSON encoder's
"cannot serialize infinity as JSON").

Usage: python3 gen.py [path/to/hcleval]  (run from any directory; default: the
latest reference's hcleval, see tests/oracle/oracles.py)
"""
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "oracle"))
import oracles  # noqa: E402  (the latest reference, see tests/oracle/oracles.py)

HCLEVAL = sys.argv[1] if len(sys.argv) > 1 else oracles.hcleval()

HAND = r"""
0
1
-1
-0
007
0.0
-0.0
0.1
0.2
0.3
0.5
1.5
3.14159265358979323846264338327950288419716939937510582097494459
1e10
1E10
1e+10
1e-10
1.5e300
1e308
1.7976931348623157e308
1.7976931348623159e308
2.2250738585072014e-308
5e-324
4.9406564584124654e-324
1e400
-1e400
1e-400
1e-1000
1e1000
123e-2
0.000001
0.0000001
100000000000000000000
123456789012345678901234567890
9007199254740991
9007199254740992
9007199254740993
9007199254740994
9007199254740995
-9007199254740993
9223372036854775807
9223372036854775808
9223372036854775809
-9223372036854775808
-9223372036854775809
18446744073709551615
18446744073709551616
18446744073709551617
36893488147419103232
0.1000000000000000055511151231257827021181583404541015625
1.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001
1.0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001
123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890
0.123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890
13407807929942597099574024998205846127479365820592393377723561443721764030073546976801874298166903427690031858186486050853753882811946569946433649006084095
13407807929942597099574024998205846127479365820592393377723561443721764030073546976801874298166903427690031858186486050853753882811946569946433649006084096
13407807929942597099574024998205846127479365820592393377723561443721764030073546976801874298166903427690031858186486050853753882811946569946433649006084097
0.1 + 0.2
0.1 + 0.2 - 0.3
0.3 - 0.1
1 / 3
2 / 3
-1 / 3
1 / 7
10 / 3
1 / 3 * 3
2 / 3 + 1 / 3
1 / 9 + 1 / 9
1 - 0.9
1 - 1
0.1 * 3
0.1 * 0.1
1.1 * 1.1
100 * 1.1
3 * (1 / 3)
1 / 1024
1 / 1000
22 / 7
355 / 113
1e400 * 1e400
1e-400 * 1e-400
1e400 / 1e-400
1e-400 / 1e400
1e400 + 1
1e400 - 1e400
1e-400 + 1
1 + 1e-400
1 - 1e-400
1e-400 - 1
9007199254740992 + 1
9007199254740993 - 1
9223372036854775807 + 1
9223372036854775807 * 2
9223372036854775807 * 9223372036854775807
-9223372036854775808 - 1
-9223372036854775808 * -1
-9223372036854775808 / -1
18446744073709551615 + 1
18446744073709551616 * 18446744073709551616
4294967296 * 4294967296
4294967296 * 4294967296 * 4294967296 * 4294967296 * 4294967296 * 4294967296 * 4294967296 * 4294967296
123456789012345678901234567890123456789 * 98765432109876543210987654321098765432
123456789012345678901234567890123456789 * 98765432109876543210987654321098765432 * 123456789012345678901234567890123456789 * 98765432109876543210987654321098765432
123456789012345678901234567890123456789 * 98765432109876543210987654321098765432 * 123456789012345678901234567890123456789 * 98765432109876543210987654321098765432 * 1234567890123456789
99999999999999999999999999999999999999999999999999999999999999999999999999999999 * 99999999999999999999999999999999999999999999999999999999999999999999999999999999
99999999999999999999999999999999999999999999999999999999999999999999999999999999 * 99999999999999999999999999999999999999999999999999999999999999999999999999999999 + 1
1.0000000000000000000000000000001 - 1
1.00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001 - 1
123456789.123456789 - 123456789
0.3 - 0.2 - 0.1
1e20 + 1 - 1e20
1e100 + 1 - 1e100
1e154 + 1 - 1e154
1e155 + 1 - 1e155
1e160 + 1 - 1e160
0 * -1
-0 * -1
0 * -0
-0 + 0
-0 + -0
-0 - 0
0 - 0
-0 - -0
-(0)
-(-0)
--1
-(1 - 1)
0 / 5
0 / -5
-0 / 5
1 / 0
-1 / 0
0 / 0
-0 / 0
0.5 / 0
1e400 / 0
5 % 0
-5 % 0
0 % 0
5.5 % 0
7 % 3
-7 % 3
7 % -3
-7 % -3
7.5 % 2
-7.5 % 2
7.5 % -2
5.5 % 1.5
1 % 0.1
0.3 % 0.1
1e400 % 7
1e400 % 1e399
10 % 3.3333
100 % 7.25
18446744073709551617 % 10
9223372036854775807 % 2
-9223372036854775808 % -1
-9223372036854775808 % 3
0 % 5
0 % -5
-0 % 5
4 % 2
-4 % 2
4 % -2
1 / 3 % 0.1
2 / 3 % (1 / 3)
(1 / 0) % 3
3 % (1 / 0)
(1 / 0) % (1 / 0)
(1 / 0) - (1 / 0)
(1 / 0) + (1 / 0)
(1 / 0) + (-1 / 0)
(1 / 0) * 0
0 * (-1 / 0)
(1 / 0) / (1 / 0)
5 / (1 / 0)
-5 / (1 / 0)
(1 / 0) * -2
(1 / 0) > 1e400
(-1 / 0) < -1e400
(1 / 0) == (2 / 0)
1 / 3 == 0.333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333335
0.1 + 0.2 == 0.3
0 == -0
1 < 2
-1 > -2
0.1 < 0.10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000001
1e400 > 1e399
1e-400 > 0
-1e-400 < -0
9007199254740993 > 9007199254740992
1 + 2 * 3
(1 + 2) * 3
10 - 4 - 3
100 / 10 / 5
2 * 3 % 4
7 % 4 * 2
-2 * -3
1.5 * -2
-1.5 - 1.5
strlen("abc") / 7
strlen("abc") / 3
strlen("abc") * 0.1
strlen("abcdefg") / strlen("abc")
strlen("a") / 3 * 3
strlen("abc") + 0.1
strlen("abcdefghij") % 3
strlen("abc") % 0.7
0.1 + strlen("")
strlen("ab") / 0
-strlen("ab")
0 * -strlen("a")
strlen("abc") / 7 + 1 / 7
tonumber("1p10")
tonumber("1.5p-3")
tonumber("1e5")
tonumber("-1.5E-5")
tonumber("+12")
tonumber(".5")
tonumber("5.")
tonumber("-0")
tonumber("0x10")
tonumber("1_000")
tonumber(" 1")
tonumber("1e")
tonumber("Inf")
tonumber("-inf")
tonumber("1e-100000")
tonumber("1e100000") > 0
tonumber("1e-3000000000")
tonumber("1P-1")
tonumber("0.1") + tonumber("0.2")
parseint("ff", 16)
parseint("-zz", 36)
parseint("ZZ", 62)
parseint("zz", 62)
parseint("11111111111111111111111111111111111111111111111111111111111111111111111111111111", 2)
parseint("123456789012345678901234567890", 10) / 7
parseint("ffffffffffffffffffffffffffffffff", 16) / 3
parseint("10", 10) / 3
parseint("12", 2)
parseint("", 10)
parseint("+5", 10)
floor(2.5)
floor(-2.5)
floor(-0.5)
floor(-0)
floor(1e400 / 7)
floor(1 / 3)
ceil(2.1)
ceil(-2.1)
ceil(-0.5)
ceil(1e-400)
ceil(1 / 0)
floor(-1 / 0)
int(-3.9)
int(3.9)
int(-0)
int(-0.5)
int(1 / 0)
int(1e400 / 3)
abs(-0)
abs(-1.5)
abs(-1 / 3)
signum(-5)
signum(0)
signum(-0)
signum(0.5)
signum(1e30)
pow(2, 0.5)
pow(2, 10)
pow(10, 400)
pow(-8, 1 / 3)
pow(0, -1)
pow(1.0000001, 10000000)
log(100, 10)
log(8, 2)
log(2, 10)
log(0, 10)
log(-1, 10)
min(1, 2, -3)
max(1, 2, -3)
min(0.1, 1 / 10)
max(-0, 0)
min(1 / 0)
min(1 / 0) % 3
max(-1 / 0) % 3
max(1 / 3, 0.3)
pow(1e400, 1)
log(1e400, 10)
pow(2, 0.3)
pow(0.5, -3.7)
pow(10, -0.5)
log(1e-300, 2)
log(1e-320, 10)
parseint("-0", 10)
parseint("7fffffffffffffff", 16) + 1
parseint("1", 10) / 3
signum(9223372036854775807)
signum(9223372036854775808)
floor(9007199254740993.5)
ceil(-9007199254740993.5)
int(18446744073709551615.9)
1e-400 * -1
-1e-400 / 1e400
tonumber("1e2000000000")
tonumber("1e-2000000000")
tonumber("-1e-2000000000")
7 % 2.5 % 1.5
-(7 % -2.5)
"""

# values combined pairwise with every operator
POOL = [
    "0", "-0", "1", "-1", "2", "3", "-7", "0.1", "-0.5", "1.5", "2.75", "1e20",
    "1e-20", "1e400", "-1e-400", "9007199254740993", "18446744073709551616",
    "(1 / 3)", "(-2 / 3)", "strlen(\"abc\")",
]
OPS = ["+", "-", "*", "/", "%"]


def cases():
    seen = set()
    for line in HAND.strip().splitlines():
        line = line.strip()
        if line and line not in seen:
            seen.add(line)
            yield line
    for a in POOL:
        for b in POOL:
            for op in OPS:
                bb = b if not b.startswith("-") else "(" + b + ")"
                e = "%s %s %s" % (a, op, bb)
                if e not in seen:
                    seen.add(e)
                    yield e


NUM_RE = re.compile(r'^\{"value":\{"c":(.*)\},"type":\["object",\{"c":"(number|bool)"\}\]\}$')


def evaluate(expr, tmp):
    with open(tmp, "w") as f:
        f.write("c = %s\n" % expr)
    p = subprocess.run([HCLEVAL, "--with-type", "--diags", "json", tmp],
                       capture_output=True, text=True)
    out = p.stdout.strip()
    m = NUM_RE.match(out)
    if m:
        return m.group(1)
    errout = p.stderr.strip()
    if errout.startswith("{"):
        diags = json.loads(errout)["diagnostics"]
        d = diags[0]
        if d["summary"] not in ("Operation failed", "Error in function call",
                                "Invalid function argument"):
            return None  # syntax errors etc.: not a number case
        msg = d["detail"].split("\n")[0]
        msg = re.sub(r'^Error during operation: ', "", msg)
        msg = re.sub(r'^Call to function "[a-z]+" failed: ', "", msg)
        msg = re.sub(r'^Invalid value for "[a-z]+" parameter: ', "", msg)
        msg = msg.rstrip(".")
        return "ERROR: " + msg
    err = (errout or out).splitlines()
    if err and err[0].startswith("Error: "):
        return "ERROR: " + err[0][len("Error: "):]
    raise SystemExit("unexpected reference output for %r: %r %r" % (expr, out, p.stderr))


def main():
    rows = []
    with tempfile.TemporaryDirectory() as d:
        tmp = os.path.join(d, "case.hcl")
        for expr in cases():
            exp = evaluate(expr, tmp)
            if exp is None:
                print("skipped (not an expression the reference evaluates):", expr, file=sys.stderr)
                continue
            rows.append("%s\t%s\n" % (expr, exp))
    with open(os.path.join(HERE, "cases.txt"), "w") as f:
        f.write("# EXPR<TAB>EXPECTED, generated by gen.py from the reference hcleval\n")
        f.writelines(rows)
    print("%d cases" % len(rows), file=sys.stderr)


if __name__ == "__main__":
    main()
