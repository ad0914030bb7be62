#!/usr/bin/env python3
"""Writes the hcldec differential corpus (tests/corpus/hcldec_own/GROUP/):
each group has a spec.hcldec and inputs CASE.hcl (valid and invalid); a case
may bring its own spec as CASE.hcl.hcldec. Compare implementations with
  ../shared/tools/hcldec-diff.py REF CAND tests/corpus/hcldec_own/GROUP [--var-refs]
The reference's outputs (exit code, stdout, --diags=json stderr) are stored as
CASE.hcl.expect (--with-type --keep-nulls) and CASE.hcl.refs.expect
(--var-refs); tests/hcldec_cli.rs checks our hcldec against them, including the
bad_specs group whose cases are broken spec files (hcldec-diff only compares
input-file diagnostics).
"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "oracle"))
import oracles  # noqa: E402  (the latest reference, see tests/oracle/oracles.py)

REF = sys.argv[1] if len(sys.argv) > 1 else oracles.hcldec()

GROUPS = {}


def group(name, spec):
    GROUPS[name] = {"spec": spec, "cases": {}}


def inp(g, name, src, spec=None):
    GROUPS[g]["cases"][name] = (src, spec)


group("attr_types", '''variables {
  base = 10
  names = ["a", "b"]
  obj = { k = "v", n = 1 }
}
function "twice" {
  params = [x]
  result = x * 2
}
object {
  attr "s" { type = string }
  attr "n" { type = number }
  attr "b" { type = bool }
  attr "req" {
    type = string
    required = true
  }
  attr "l" { type = list(string) }
  attr "st" { type = set(number) }
  attr "m" { type = map(string) }
  attr "o" { type = object({ a = number, b = list(bool) }) }
  attr "t" { type = tuple([string, number]) }
  attr "dyn" { type = any }
  attr "ld" { type = list(any) }
}
''')
inp("attr_types", "valid_all", '''req = "r"
s = 12
n = "3.5"
b = "false"
l = [1, true, "x"]
st = [3, 1, 3, 2]
m = { a = 1, b = "two" }
o = { a = "4", b = [true, "false"], extra = 1 }
t = [1, "2"]
dyn = { x = [1, { y = null }] }
ld = [1, "a"]
''')
inp("attr_types", "valid_minimal", 'req = "only"\n')
inp("attr_types", "valid_nulls", 'req = "r"\ns = null\nl = null\no = null\ndyn = null\n')
inp("attr_types", "valid_vars_funcs", '''req = "${base}"
n = twice(base)
l = names
m = obj
dyn = [for x in names : upper(x)]
''')
inp("attr_types", "missing_required", 's = "x"\n')
# (a misspelt name close to exactly one attribute: the reference suggests the first
# name within distance 2 in Go map order, so ties would make the expectation vary)
inp("attr_types", "unsupported", 'req = "r"\ndynn = 1\nreqq = 2\nl { }\n')
inp("attr_types", "bad_string", 'req = ["x"]\n')
inp("attr_types", "bad_number", 'req = "r"\nn = "abc"\n')
inp("attr_types", "bad_bool", 'req = "r"\nb = 1\n')
inp("attr_types", "bad_list_elem", 'req = "r"\nl = ["a", ["b"]]\n')
inp("attr_types", "bad_set", 'req = "r"\nst = ["x"]\n')
inp("attr_types", "bad_map", 'req = "r"\nm = ["a"]\n')
inp("attr_types", "bad_object_attr", 'req = "r"\no = { a = "x", b = [] }\n')
inp("attr_types", "missing_object_attr", 'req = "r"\no = { b = [] }\n')
inp("attr_types", "bad_tuple_len", 'req = "r"\nt = ["a"]\n')
inp("attr_types", "unknown_var", 'req = nope\n')
inp("attr_types", "unknown_attr_of_var", 'req = obj.zz\n')
inp("attr_types", "unknown_function", 'req = "r"\nn = nofunc(1)\n')
inp("attr_types", "function_error", 'req = "r"\nn = twice("x")\n')
inp("attr_types", "many_errors", 'req = 1 + "a"\nn = "x"\nb = "y"\nl = 5\n')
inp("attr_types", "syntax_error", 'req = "r\nn = 1\n')
inp("attr_types", "redefined", 'req = "a"\nreq = "b"\n')

group("blocks", '''object {
  block "single" {
    object {
      attr "v" { type = number }
    }
  }
  block "needed" {
    required = true
    attr {
      name = "w"
      type = string
    }
  }
  block_list "item" {
    min_items = 1
    max_items = 3
    object {
      attr "name" {
        type = string
        required = true
      }
      attr "size" { type = number }
    }
  }
  block_set "tag" {
    max_items = 2
    attr {
      name = "v"
      type = string
    }
  }
  block_map "svc" {
    labels = ["kind", "name"]
    object {
      attr "port" { type = number }
      block_list "rule" {
        attr {
          name = "cidr"
          type = string
        }
      }
    }
  }
}
''')
inp("blocks", "valid", '''needed {
  w = "ok"
}
single {
  v = 1
}
item {
  name = "a"
  size = 1
}
item {
  name = "b"
}
tag {
  v = "x"
}
tag {
  v = "x"
}
svc "web" "front" {
  port = 80
  rule {
    cidr = "10.0.0.0/8"
  }
}
svc "web" "back" {
  port = 8080
}
svc "db" "main" {
  port = 5432
}
''')
inp("blocks", "valid_min", 'needed {\n  w = "x"\n}\nitem {\n  name = "only"\n}\n')
inp("blocks", "missing_needed", 'item {\n  name = "a"\n}\n')
inp("blocks", "too_few_items", 'needed {\n  w = "x"\n}\n')
inp("blocks", "too_many_items", 'needed {\n  w = "x"\n}\n' + "".join(f'item {{\n  name = "{c}"\n}}\n' for c in "abcd"))
inp("blocks", "too_many_tags", 'needed {\n  w = "x"\n}\nitem {\n  name = "a"\n}\n' + "".join(f'tag {{\n  v = "{c}"\n}}\n' for c in "abc"))
inp("blocks", "duplicate_single", 'needed {\n  w = "x"\n}\nitem {\n  name = "a"\n}\nsingle {\n  v = 1\n}\nsingle {\n  v = 2\n}\n')
inp("blocks", "duplicate_map_key", 'needed {\n  w = "x"\n}\nitem {\n  name = "a"\n}\nsvc "a" "b" {\n  port = 1\n}\nsvc "a" "b" {\n  port = 2\n}\n')
inp("blocks", "missing_label", 'needed {\n  w = "x"\n}\nitem {\n  name = "a"\n}\nsvc "a" {\n  port = 1\n}\n')
inp("blocks", "extra_label", 'needed {\n  w = "x"\n}\nitem "x" {\n  name = "a"\n}\nsvc "a" "b" "c" {\n}\n')
inp("blocks", "nested_errors", 'needed {\n  w = ["x"]\n}\nitem {\n  size = "big"\n}\nsvc "a" "b" {\n  port = "p"\n  rule {\n    cidr = {}\n  }\n  rule {\n    bad = 1\n  }\n}\n')
inp("blocks", "block_as_attr", 'needed = { w = "x" }\nitem {\n  name = "a"\n}\n')
inp("blocks", "attr_as_block", 'needed {\n  w {\n  }\n}\nitem {\n  name = "a"\n}\n')
inp("blocks", "unclosed", 'needed {\n  w = "x"\n')
inp("blocks", "oneline", 'needed { w = "x" }\nitem { name = "a" }\ntag {}\n')

group("default_transform_literal", '''variables {
  fallback = "fb"
}
object {
  default "d1" {
    attr {
      name = "a"
      type = string
    }
    literal { value = "A-default" }
  }
  default "d2" {
    attr {
      name = "b"
      type = number
    }
    attr {
      name = "b2"
      type = number
    }
    literal { value = 0 }
  }
  transform "t1" {
    attr {
      name = "c"
      type = list(string)
    }
    result = length(nested) > 0 ? upper(nested[0]) : "none"
  }
  transform "t2" {
    block_list {
      block_type = "x"
      attr {
        name = "v"
        type = number
      }
    }
    result = { count = length(nested), total = nested }
  }
  literal "lit" { value = { k = [1, "a", null], s = jsonencode({ z = 1 }) } }
  literal "funcs" {
    value = [abs(-2.5), coalesce(null, 3), concat(["a"], ["b"]), hasindex(["x"], 0), int(-7.9),
      jsondecode("[1,\\"x\\",null]"), lower("MiXeD"), max(3, 9), min(3, 9), reverse("héllo"),
      strlen("🇩🇪x"), substr("abcdef", -3, 2), upper("ß")]
  }
}
''')
inp("default_transform_literal", "empty", "")
inp("default_transform_literal", "values", 'a = "given"\nb2 = 7\nc = ["first", "second"]\nx {\n  v = 1\n}\nx {\n  v = 2\n}\n')
inp("default_transform_literal", "primary_wins", 'b = 1\nb2 = 2\n')
inp("default_transform_literal", "transform_error", 'c = [1]\nx {\n  v = "nope"\n}\n')
inp("default_transform_literal", "default_type_error", 'a = [1]\nb = "z"\n')
inp("default_transform_literal", "unsupported", 'vvv = 1\n')  # only "v" is within distance 2 (no tie)

group("array_nested", '''array {
  attr {
    name = "first"
    type = number
  }
  object {
    attr "second" { type = string }
    block "inner" {
      array {
        attr {
          name = "p"
          type = any
        }
        block_set {
          block_type = "q"
          attr {
            name = "r"
            type = number
          }
        }
      }
    }
  }
  literal { value = null }
}
''')
inp("array_nested", "valid", 'first = 1\nsecond = "two"\ninner {\n  p = [1, 2]\n  q {\n    r = 3\n  }\n  q {\n    r = 3\n  }\n  q {\n    r = 1\n  }\n}\n')
inp("array_nested", "empty", '')
inp("array_nested", "refs", 'first = a.b\nsecond = "${c}-${d[0]}"\ninner {\n  p = [for x in e : x.f]\n  q {\n    r = g.h[1]\n  }\n}\n')
inp("array_nested", "nested_bad", 'inner {\n  q {\n    r = "x"\n  }\n  q {\n    s = 1\n  }\n}\n')

# Broken spec files: each case brings its own spec.
group("bad_specs", 'literal { value = 1 }\n')
BAD = {
    "no_root": "",
    "two_roots": 'literal { value = 1 }\nliteral { value = 2 }\n',
    "unknown_block": 'nonsense {}\n',
    "attr_no_name": 'attr {\n  type = string\n}\n',
    "attr_bad_type": 'attr "x" {\n  type = lisst(string)\n}\n',
    "attr_type_not_type": 'object {\n  attr "x" { type = "string" }\n}\n',
    "attr_unsupported_arg": 'object {\n  attr "x" {\n    type = string\n    bogus = 1\n  }\n}\n',
    "attr_required_not_bool": 'object {\n  attr "x" {\n    type = string\n    required = "maybe"\n  }\n}\n',
    "block_list_no_type": 'block_list {\n  literal { value = 1 }\n}\n',
    "block_list_no_nested": 'object {\n  block_list "x" {\n  }\n}\n',
    "block_list_two_nested": 'object {\n  block_list "x" {\n    literal { value = 1 }\n    literal { value = 2 }\n  }\n}\n',
    "block_list_bad_min": 'object {\n  block_list "x" {\n    min_items = 1.5\n    literal { value = 1 }\n  }\n}\n',
    "block_map_no_labels": 'object {\n  block_map "x" {\n    literal { value = 1 }\n  }\n}\n',
    "block_map_empty_labels": 'object {\n  block_map "x" {\n    labels = []\n    literal { value = 1 }\n  }\n}\n',
    "block_map_any": 'object {\n  block_map "x" {\n    labels = ["k"]\n    attr "v" { type = any }\n  }\n}\n',
    "block_attrs_unsupported": 'object {\n  block_attrs "x" {\n    element_type = string\n  }\n}\n',
    "literal_no_value": 'literal {\n}\n',
    "literal_bad_value": 'literal {\n  value = nope\n}\n',
    "default_empty": 'default {\n}\n',
    "transform_no_nested": 'transform {\n  result = 1\n}\n',
    "transform_two_nested": 'transform {\n  result = nested\n  literal { value = 1 }\n  literal { value = 2 }\n}\n',
    "object_unlabelled_child": 'object {\n  attr {\n    name = "x"\n    type = string\n  }\n}\n',
    "array_labelled_child": 'array {\n  literal "x" { value = 1 }\n}\n',
    "function_bad_params": 'function "f" {\n  params = "x"\n  result = 1\n}\nliteral { value = 1 }\n',
    "function_param_not_ident": 'function "f" {\n  params = [1]\n  result = 1\n}\nliteral { value = 1 }\n',
    "function_missing_result": 'function "f" {\n  params = []\n}\nliteral { value = 1 }\n',
    "function_no_label": 'function {\n  params = []\n  result = 1\n}\nliteral { value = 1 }\n',
    "variables_with_block": 'variables {\n  a = 1\n  b {\n  }\n}\nliteral { value = 1 }\n',
    "syntax_error": 'object {\n  attr "x" { type = string\n}\n',
}
for name in BAD:
    inp("bad_specs", name, "a = 1\n", BAD[name])


def main():
    total = 0
    for g, d in GROUPS.items():
        gd = os.path.join(HERE, g)
        os.makedirs(gd, exist_ok=True)
        with open(os.path.join(gd, "spec.hcldec"), "w", encoding="utf-8") as f:
            f.write(d["spec"])
        for name, (src, spec) in d["cases"].items():
            path = os.path.join(gd, name + ".hcl")
            with open(path, "w", encoding="utf-8") as f:
                f.write(src)
            total += 1
            rel_in = os.path.relpath(path, HERE)
            rel_spec = os.path.join(g, "spec.hcldec")
            if spec is not None:
                with open(path + ".hcldec", "w", encoding="utf-8") as f:
                    f.write(spec)
                rel_spec = os.path.relpath(path + ".hcldec", HERE)
            for suffix, flags in ((".expect", ["--with-type", "--keep-nulls"]), (".refs.expect", ["--var-refs"])):
                p = subprocess.run([REF, "--spec=" + rel_spec, "--diags=json"] + flags + [rel_in],
                                   capture_output=True, cwd=HERE)
                with open(path + suffix, "w", encoding="utf-8") as f:
                    f.write(f"exit {p.returncode}\n")
                    f.write(p.stdout.decode())
                    f.write("--- stderr\n")
                    f.write(p.stderr.decode())
    print(f"{len(GROUPS)} groups, {total} cases")


if __name__ == "__main__":
    main()
