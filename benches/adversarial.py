#!/usr/bin/env python3
"""Scaling check of `hcl check` (and `hcl fmt`) on adversarial inputs.

Every shape (deep nests left open or closed around an error, many errors,
long lines with many errors, in the native and the JSON syntax) is written
at N and at 4N units, and the command is timed on both; a time growing by
more than RATIO (default 8, against 4 for linear growth) is reported as
superlinear, and the script exits with status 1. Times under 50 ms count
as 50 ms (process start and noise).

    python3 benches/adversarial.py [BIN] [--n N] [--ratio R] [--fmt]

BIN defaults to target/release/hcl (build it with
`cargo build --release --all-features --bin hcl`).
"""
import os
import subprocess
import sys
import tempfile
import time

NATIVE = {
    'parens': lambda n: 'a = ' + '(' * n + '1 +\n',
    'parens_close': lambda n: 'a = ' + '(' * n + '1 + )' + ')' * (n - 1) + '\n',
    'brack': lambda n: 'a = ' + '[' * n + ',,\n',
    'brack_close': lambda n: 'a = ' + '[' * n + '1,,' + ']' * n + '\n',
    'obj': lambda n: 'a = ' + '{x=' * n + '?\n',
    'obj_close': lambda n: 'a = ' + '{x=' * n + '1 1' + '}' * n + '\n',
    'call': lambda n: 'a = ' + 'f(' * n + '1 2\n',
    'call_close': lambda n: 'a = ' + 'f(' * n + '1 2' + ')' * n + '\n',
    'interp': lambda n: 'a = ' + '"${' * n + '1 2\n',
    'interp_close': lambda n: 'a = ' + '"${' * n + '1 2' + '}"' * n + '\n',
    'broken_interp': lambda n: 'a = ' + '"${' * (628 * n // 1000) + '"$s' + '"${' * (56 * n // 1000)
    + 'true${' + '"${' * 3 + '"%{' + '"${' * (312 * n // 1000) + 'x}' + '"}' * (546 * n // 1000),
    'if_directive': lambda n: 'a = "' + '%{if "' * n + 'x\n',
    'if_directive_close': lambda n: 'a = "' + '%{if "' * n + 'x' + '"}%{endif}' * n + '"\n',
    'conditional': lambda n: 'a = ' + 'x ? ' * n + '\n',
    'conditional_parens': lambda n: 'a = ' + '(x ? ' * n + '1 1\n',
    'for': lambda n: 'a = ' + '[for x in ' * n + '\n',
    'for_close': lambda n: 'a = ' + '[for x in ' * n + 'y: 1 1' + ']' * n + '\n',
    'blocks': lambda n: 'b {\n' * n + 'x = (\n',
    'blocks_close': lambda n: 'b {\n' * n + 'x = 1 1\n' + '}\n' * n,
    'splats': lambda n: 'a = x' + '.*' * n + '[\n',
    'indexes': lambda n: 'a = x' + '[y' * n + '\n',
    'heredocs': lambda n: 'a = <<EOT\n' + '${<<EOT\n' * n + '\n',
    'mixed': lambda n: 'a = ' + '("${[{x=f(' * n + '1 2\n',
    'questions': lambda n: 'a = ' + '?' * n + '\n',
    'colons': lambda n: 'a = ' + 'x ? [' * n + ':\n',
    'quote_in_interp': lambda n: 'a = ' + '"${"' * n + '\n',
    'many_interps': lambda n: 'a = "' + '${x}' * n + '${\n',
    'many_bad_attrs': lambda n: ''.join('a%d = (\n' % i for i in range(n)),
    'many_bad_lines': lambda n: 'x\n' * n,
}
JSON = {
    'json_arrays': lambda n: '{"a": ' + '[' * n + '\n',
    'json_arrays_close': lambda n: '{"a": ' + '[' * n + '1 2' + ']' * n + '}\n',
    'json_objects': lambda n: '{"a": ' + '{"b": ' * n + '\n',
    'json_objects_close': lambda n: '{"a": ' + '{"b": ' * n + '1 2' + '}' * n + '}\n',
    'json_template': lambda n: '{"a": "' + '${"' * n + '"}\n',
    'json_keys': lambda n: '{' + ','.join('"k": %d' % i for i in range(n)) + '}\n',
    'json_many_errors': lambda n: '{' + ','.join('"k%d": tru' % i for i in range(n)) + '}\n',
    'json_interps': lambda n: '{"a": "' + '${x' * n + '"}\n',
}


def timed(cmd):
    t = time.monotonic()
    try:
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    except subprocess.TimeoutExpired:
        return 120.0
    return time.monotonic() - t


def main():
    args = sys.argv[1:]
    bin_ = 'target/release/hcl'
    n, ratio, sub = 4000, 8.0, 'check'
    while args:
        a = args.pop(0)
        if a == '--n':
            n = int(args.pop(0))
        elif a == '--ratio':
            ratio = float(args.pop(0))
        elif a == '--fmt':
            sub = 'fmt'
        else:
            bin_ = a
    bad = 0
    with tempfile.TemporaryDirectory() as d:
        shapes = [(k, f, '.hcl') for k, f in NATIVE.items()]
        if sub == 'check':
            shapes += [(k, f, '.json') for k, f in JSON.items()]
        for name, f, ext in shapes:
            times = []
            for m in (n, 4 * n):
                p = os.path.join(d, name + ext)
                with open(p, 'w') as out:
                    out.write(f(m))
                times.append(timed([bin_, sub, p]))
            grow = max(times[1], 0.05) / max(times[0], 0.05)
            flag = 'SUPERLINEAR' if grow > ratio else 'ok'
            bad += flag != 'ok'
            print(f'{name:22} {n:>7}: {times[0]:6.2f} s {4 * n:>7}: {times[1]:6.2f} s  x{grow:4.1f}  {flag}')
    print(f'{len(shapes)} shapes, {bad} superlinear')
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
