#!/usr/bin/env python3
"""hcldec corpus (issue 5): tests/corpus/hcldec/GROUP/{spec.hcldec, NAME.hcl,
NAME.expect.json, NAME.varrefs.expect.json}; one GROUP per spec kind. Expectations
from the latest reference hcldec (see oracles.py), run inside the group folder:
  hcldec --spec=spec.hcldec --diags=json --with-type --keep-nulls NAME.hcl
  hcldec --spec=spec.hcldec --diags=json --var-refs NAME.hcl
stored as {"exit", "stdout", "stderr"} (canonicalised by jsonfmt.canon_result).
usage: gen_hcldec.py [--hcldec PATH]
Note: the reference hcldec CLI cannot load `block_attrs` specs (not in its list of
spec block types, also upstream), so no group uses it.
"""
import argparse
import os
import shutil
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402
import oracles  # noqa: E402
from gen_json import run  # noqa: E402

G = {}

G["attr"] = ('''variables {
  who = "world"
  num = 2
  list = ["x", "y"]
  obj = { a = 1, b = { c = "deep" } }
}

object {
  attr "s" { type = string }
  attr "n" { type = number }
  attr "b" { type = bool }
  attr "a" { type = any }
  attr "ls" { type = list(string) }
  attr "mn" { type = map(number) }
  attr "st" { type = set(string) }
  attr "ob" { type = object({ x = number, y = list(bool) }) }
  attr "tu" { type = tuple([string, number, bool]) }
  attr "req" {
    type     = string
    required = true
  }
  attr "renamed" {
    name = "other-name"
    type = number
  }
}
''', {
    "all_ok": 'req = "r"\ns = "hi ${who}"\nn = num * 21\nb = num > 1\na = obj.b\nls = list\nmn = {a = 1, b = num}\n'
              'st = ["b", "a", "b"]\nob = {x = 1, y = [true]}\ntu = ["a", 1, false]\nother-name = 7\n',
    "only_required": 'req = "x"\n',
    "missing_required": 's = "x"\n',
    "required_null": 'req = null\n',
    "convert_number_to_string": 'req = 1\ns = 2.5\n',
    "convert_string_to_number": 'req = "x"\nn = "12"\n',
    "convert_fail_number": 'req = "x"\nn = "abc"\n',
    "convert_fail_bool": 'req = "x"\nb = "maybe"\n',
    "convert_list_elem_fail": 'req = "x"\nls = ["a", {}]\n',
    "map_from_object_fail": 'req = "x"\nmn = {a = "z"}\n',
    "object_missing_attr": 'req = "x"\nob = {x = 1}\n',
    "object_extra_attr": 'req = "x"\nob = {x = 1, y = [], z = 3}\n',
    "tuple_wrong_length": 'req = "x"\ntu = ["a", 1]\n',
    "unknown_attribute": 'req = "x"\nnope = 1\n',
    "unknown_attribute_suggest": 'req = "x"\nrek = 1\n',
    "unknown_variable": 'req = who\ns = whom\n',
    "variable_traversals": 'req = obj.b.c\na = [list[0], obj["a"], list.1]\ns = "${who}-${obj.b.c}"\n',
    "variables_in_for": 'req = "x"\na = [for v in list : "${v}${who}" if v != nope]\n',
    "splat_refs": 'req = "x"\na = list[*]\nls = [obj.b.c]\n',
    "block_not_expected": 'req = "x"\nblk {\n}\n',
    "name_override_wrong": 'req = "x"\nrenamed = 1\n',
    "nulls_kept": 'req = "x"\ns = null\nn = null\na = null\n',
    "function_not_allowed": 'req = upper("x")\n',
    "parse_error": 'req = "x\n',
    "dup_attr": 'req = "x"\nreq = "y"\n',
}, )

G["object_array"] = ('''object {
  object "inner" {
    attr "a" { type = number }
    attr "b" { type = string }
  }
  array "arr" {
    attr {
      name = "first"
      type = string
    }
    attr {
      name = "second"
      type = number
    }
    literal { value = "lit" }
  }
  attr "top" { type = any }
}
''', {
    "ok_all": 'a = 1\nb = "x"\nfirst = "f"\nsecond = 2\ntop = [1]\n',
    "empty": '',
    "partial": 'a = 5\n',
    "type_error_in_array": 'first = [1]\nsecond = "z"\n',
    "unknown_attr": 'tpo = 1\n',
    "refs_everywhere": 'a = x.y\nb = "${z[0]}"\nfirst = w\nsecond = q.r.s\ntop = {k = v}\n',
})

G["block"] = ('''object {
  block "single" {
    object {
      attr "v" { type = number }
      block "inner" {
        attr {
          name = "w"
          type = string
        }
      }
    }
  }
  block "needed" {
    block_type = "must"
    required   = true
    attr {
      name = "x"
      type = bool
    }
  }
}
''', {
    "ok": 'must {\n  x = true\n}\nsingle {\n  v = 1\n  inner {\n    w = "a"\n  }\n}\n',
    "only_required": 'must {}\n',
    "missing_required": 'single {\n  v = 1\n}\n',
    "duplicate_single": 'must {}\nsingle {}\nsingle {}\n',
    "duplicate_required": 'must {}\nmust {}\n',
    "unexpected_label": 'must "x" {}\n',
    "attr_instead_of_block": 'must = {x = true}\n',
    "block_unknown_attr": 'must {\n  y = 1\n}\n',
    "nested_missing": 'must {}\nsingle {\n  inner {}\n}\n',
    "nested_type_error": 'must {\n  x = "nah"\n}\n',
    "refs_in_blocks": 'must {\n  x = a.b\n}\nsingle {\n  v = c[0]\n  inner {\n    w = "${d}"\n  }\n}\n',
    "unknown_block": 'must {}\nother {}\n',
    "oneline_blocks": 'must { x = false }\nsingle { v = 2 }\n',
})

G["block_list"] = ('''object {
  block_list "item" {
    min_items = 1
    max_items = 3
    object {
      attr "id" { type = number }
      attr "name" { type = string }
    }
  }
  block_list "free" {
    attr {
      name = "v"
      type = any
    }
  }
}
''', {
    "one": 'item {\n  id = 1\n}\n',
    "three": 'item {\n  id = 1\n}\nitem {\n  id = 2\n  name = "b"\n}\nitem {}\n',
    "too_many": 'item {}\nitem {}\nitem {}\nitem {}\n',
    "too_few": 'free {\n  v = 1\n}\n',
    "free_many": 'item {}\nfree {\n  v = 1\n}\nfree {\n  v = "x"\n}\nfree {\n  v = [true]\n}\n',
    "free_mixed_types_list": 'item {}\nfree {\n  v = 1\n}\nfree {\n  v = {a = 1}\n}\n',
    "label_given": 'item "x" {}\n',
    "type_error": 'item {\n  id = "x"\n}\n',
    "refs": 'item {\n  id = a.b\n  name = "${c}"\n}\nfree {\n  v = [d, e.f[0]]\n}\n',
})

G["block_set"] = ('''object {
  block_set "rule" {
    min_items = 0
    max_items = 4
    object {
      attr "port" { type = number }
      attr "proto" { type = string }
    }
  }
}
''', {
    "none": '',
    "dedup": 'rule {\n  port = 80\n  proto = "tcp"\n}\nrule {\n  port = 80\n  proto = "tcp"\n}\nrule {\n  port = 443\n}\n',
    "too_many": 'rule {}\nrule {}\nrule {}\nrule {}\nrule {}\n',
    "type_error": 'rule {\n  port = "http"\n}\n',
    "refs": 'rule {\n  port = p.x\n}\n',
})

G["block_map"] = ('''object {
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "size" { type = number }
      attr "tags" { type = map(string) }
    }
  }
  block_map "one" {
    labels = ["key"]
    attr {
      name = "v"
      type = string
    }
  }
}
''', {
    "ok": 'resource "a" "x" {\n  size = 1\n}\nresource "a" "y" {\n  tags = {k = "v"}\n}\nresource "b" "x" {}\none "k" {\n  v = "s"\n}\n',
    "missing_label": 'resource "a" {}\n',
    "extra_label": 'one "a" "b" {}\n',
    "duplicate_key": 'resource "a" "x" {}\nresource "a" "x" {}\n',
    "ident_labels": 'resource a x {\n  size = 2\n}\n',
    "empty": '',
    "type_error": 'resource "a" "b" {\n  size = "big"\n}\n',
    "refs": 'resource "a" "b" {\n  size = var.s\n  tags = {x = local.t}\n}\n',
    "unicode_labels": 'one "ключ" {\n  v = "значение"\n}\n',
})

G["literal_default_transform"] = ('''function "double" {
  params = [x]
  result = x * 2
}
function "greet" {
  params         = [name]
  variadic_param = rest
  result         = "hello ${name}${length(rest) > 0 ? "!" : ""}"
}

object {
  literal "const" { value = { a = 1, b = ["x"] } }
  default "port" {
    attr { 
      name = "port"
      type = number
    }
    literal { value = 8080 }
  }
  default "mode" {
    attr {
      name = "mode"
      type = string
    }
    attr {
      name = "legacy_mode"
      type = string
    }
    literal { value = "auto" }
  }
  transform "doubled" {
    attr {
      name = "half"
      type = number
    }
    result = nested == null ? null : nested * 2
  }
  transform "upper_name" {
    attr {
      name = "name"
      type = string
    }
    result = upper(coalesce(nested, "anon"))
  }
  attr "fn" { type = any }
}
''', {
    "defaults": '',
    "set_all": 'port = 1\nmode = "m"\nhalf = 21\nname = "bob"\n',
    "legacy_mode": 'legacy_mode = "old"\n',
    "both_modes": 'mode = "new"\nlegacy_mode = "old"\n',
    "null_port": 'port = null\n',
    "transform_type_error": 'half = "x"\n',
    "user_functions": 'fn = [double(4), greet("a"), greet("b", 1, 2)]\n',
    "user_function_errors": 'fn = double("x")\n',
    "user_function_arity": 'fn = double()\n',
    "unknown_function": 'fn = triple(1)\n',
    "refs": 'port = p\nfn = double(q.r)\n',
    "name_transform": 'name = "alice"\n',
})

G["nested_everything"] = ('''variables {
  env = "prod"
  sizes = { small = 1, large = 4 }
}

object {
  attr "name" { type = string }
  block_map "service" {
    labels = ["name"]
    object {
      attr "image" { type = string }
      attr "replicas" { type = number }
      block_list "port" {
        object {
          attr "internal" { type = number }
          attr "external" { type = number }
        }
      }
      block "health" {
        object {
          attr "path" { type = string }
          attr "interval" { type = string }
        }
      }
      block_set "label" {
        attr {
          name = "text"
          type = string
        }
      }
    }
  }
}
''', {
    "full": '''name = "stack-${env}"

service "web" {
  image    = "nginx:${env}"
  replicas = sizes.large

  port {
    internal = 80
    external = 8080
  }
  port {
    internal = 443
    external = 8443
  }

  health {
    path     = "/"
    interval = "10s"
  }

  label {
    text = "a"
  }
  label {
    text = "b"
  }
}

service "db" {
  image    = "postgres"
  replicas = sizes["small"]
}
''',
    "errors_everywhere": '''name = 1
service "web" {
  image = ["x"]
  replicas = sizes.medium
  port {
    internal = "eighty"
  }
  health {}
  health {}
}
service {}
''',
    "refs_for_var_refs": '''name = "${a.b}-${c[0]}"
service "x" {
  image = d
  replicas = length(e)
  port {
    internal = f.g[1].h
  }
  label {
    text = [for i in j : i.k][0]
  }
}
''',
})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hcldec", default=None, help="hcldec (default: the latest reference)")
    a = ap.parse_args()
    a.hcldec = a.hcldec or oracles.hcldec()
    base = os.path.join(here, "..", "corpus", "hcldec")
    if os.path.isdir(base):
        shutil.rmtree(base)
    total = ok = 0
    for group, (spec, cases) in sorted(G.items()):
        d = os.path.join(base, group)
        os.makedirs(d)
        with open(os.path.join(d, "spec.hcldec"), "w", encoding="utf-8") as fh:
            fh.write(spec)
        for name, text in sorted(cases.items()):
            fn = name + ".hcl"
            with open(os.path.join(d, fn), "w", encoding="utf-8") as fh:
                fh.write(text)
            res = run(a.hcldec, d, fn, ["--with-type", "--keep-nulls"])
            refs = run(a.hcldec, d, fn, ["--var-refs"])
            for suffix, v in ((".expect.json", res), (".varrefs.expect.json", refs)):
                with open(os.path.join(d, name + suffix), "w", encoding="utf-8") as fh:
                    fh.write(jsonfmt.dumps(v) + "\n")
            total += 1
            ok += res["exit"] == 0
    print(f"hcldec: {total} inputs in {len(G)} groups ({ok} decode ok)")


if __name__ == "__main__":
    main()
