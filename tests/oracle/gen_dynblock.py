#!/usr/bin/env python3
"""Dynamic-block corpus (issue 7, ext/dynblock): tests/corpus/dynblock/{schema.json,
vars.json, NAME.hcl, NAME.expect.json}. Expectation = output of our oracle program
tests/oracle/dyndec (the latest reference's dynblock.Expand + hcldec decode +
dynblock.VariablesHCLDec / ExpandVariablesHCLDec), stored as
{"exit", "stdout", "stderr"} like the other corpora.
The oracle is built by build_oracles.sh (on first use, see oracles.py).
usage: gen_dynblock.py [--dyndec PATH]
"""
import argparse
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402
import oracles  # noqa: E402

SCHEMA = {
    "attrs": ["name"],
    "blocks": {
        "setting": {"attrs": ["key", "value"]},
        "rule": {"labels": ["kind"], "attrs": ["port", "proto"], "blocks": {"cidr": {"attrs": ["block"]}}},
        "group": {"labels": ["a", "b"], "attrs": ["x"], "blocks": {"member": {"attrs": ["id"]}}},
    },
}
VARS = {
    "names": ["a", "b", "c"], "nums": [1, 2], "empty": [], "n": 3, "nul": None, "s": "str",
    "ports": {"http": 80, "https": 443},
    "rules": [{"kind": "ingress", "port": 22, "cidrs": ["10.0.0.0/8", "192.168.0.0/16"]},
              {"kind": "egress", "port": 0, "cidrs": []}],
    "groups": {"g1": {"members": [1, 2]}, "g2": {"members": []}},
    "dups": ["x", "x", "y"],
}

C = {
    "static_only": 'name = "n"\nsetting {\n  key = "k"\n  value = 1\n}\n',
    "list_default_iterator": 'dynamic "setting" {\n  for_each = names\n  content {\n    key   = setting.key\n    value = setting.value\n  }\n}\n',
    "list_named_iterator": 'dynamic "setting" {\n  for_each = names\n  iterator = it\n  content {\n    key   = it.value\n    value = it.key\n  }\n}\n',
    "map_for_each": 'dynamic "setting" {\n  for_each = ports\n  content {\n    key   = setting.key\n    value = setting.value\n  }\n}\n',
    "set_for_each": 'dynamic "setting" {\n  for_each = toset(["b", "a", "b"])\n  content {\n    key   = setting.key\n    value = setting.value\n  }\n}\n',
    "tuple_literal_for_each": 'dynamic "setting" {\n  for_each = [1, "two", true]\n  content {\n    key = "k${setting.key}"\n    value = setting.value\n  }\n}\n',
    "object_literal_for_each": 'dynamic "setting" {\n  for_each = {b = 2, a = 1}\n  content {\n    key = setting.key\n    value = setting.value\n  }\n}\n',
    "empty_for_each": 'dynamic "setting" {\n  for_each = empty\n  content {\n    key = setting.value\n  }\n}\n',
    "static_and_dynamic_order": 'setting {\n  key = "first"\n}\ndynamic "setting" {\n  for_each = nums\n  content {\n    key = "dyn${setting.value}"\n  }\n}\nsetting {\n  key = "last"\n}\n',
    "labels": 'dynamic "rule" {\n  for_each = rules\n  labels   = [rule.value.kind]\n  content {\n    port = rule.value.port\n  }\n}\n',
    "labels_two": 'dynamic "group" {\n  for_each = groups\n  labels   = [group.key, "fixed"]\n  content {\n    x = length(group.value.members)\n  }\n}\n',
    "nested_dynamic": '''dynamic "rule" {
  for_each = rules
  labels   = [rule.value.kind]
  content {
    port = rule.value.port
    dynamic "cidr" {
      for_each = rule.value.cidrs
      content {
        block = "${rule.key}:${cidr.value}"
      }
    }
  }
}
''',
    "nested_dynamic_iterators": '''dynamic "group" {
  for_each = groups
  iterator = g
  labels   = [g.key, upper(g.key)]
  content {
    x = g.key
    dynamic "member" {
      for_each = g.value.members
      iterator = m
      content {
        id = "${g.key}-${m.key}-${m.value}"
      }
    }
  }
}
''',
    "nested_static_in_dynamic": 'dynamic "rule" {\n  for_each = ["a", "b"]\n  labels = [rule.value]\n  content {\n    cidr {\n      block = rule.value\n    }\n  }\n}\n',
    "dynamic_in_static": 'rule "x" {\n  dynamic "cidr" {\n    for_each = names\n    content {\n      block = cidr.value\n    }\n  }\n}\n',
    "err_for_each_number": 'dynamic "setting" {\n  for_each = n\n  content {}\n}\n',
    "err_for_each_string": 'dynamic "setting" {\n  for_each = s\n  content {}\n}\n',
    "err_for_each_null": 'dynamic "setting" {\n  for_each = nul\n  content {}\n}\n',
    "err_for_each_unknown_var": 'dynamic "setting" {\n  for_each = nope\n  content {}\n}\n',
    "err_missing_for_each": 'dynamic "setting" {\n  content {}\n}\n',
    "err_missing_content": 'dynamic "setting" {\n  for_each = names\n}\n',
    "err_two_content": 'dynamic "setting" {\n  for_each = names\n  content {}\n  content {}\n}\n',
    "err_iterator_not_ident": 'dynamic "setting" {\n  for_each = names\n  iterator = "it"\n  content {}\n}\n',
    "err_iterator_traversal": 'dynamic "setting" {\n  for_each = names\n  iterator = a.b\n  content {}\n}\n',
    "err_labels_missing": 'dynamic "rule" {\n  for_each = names\n  content {}\n}\n',
    "err_labels_too_many": 'dynamic "rule" {\n  for_each = names\n  labels = ["a", "b"]\n  content {}\n}\n',
    "err_labels_not_list": 'dynamic "rule" {\n  for_each = names\n  labels = "a"\n  content {}\n}\n',
    "err_labels_null_item": 'dynamic "rule" {\n  for_each = names\n  labels = [nul]\n  content {}\n}\n',
    "err_labels_number_item": 'dynamic "rule" {\n  for_each = nums\n  labels = [rule.value]\n  content {}\n}\n',
    "err_labels_on_unlabelled": 'dynamic "setting" {\n  for_each = names\n  labels = ["a"]\n  content {}\n}\n',
    "err_unknown_block_type": 'dynamic "nope" {\n  for_each = names\n  content {}\n}\n',
    "err_no_label": 'dynamic {\n  for_each = names\n  content {}\n}\n',
    "err_extra_attr": 'dynamic "setting" {\n  for_each = names\n  bogus = 1\n  content {}\n}\n',
    "err_content_bad_attr": 'dynamic "setting" {\n  for_each = names\n  content {\n    nope = 1\n  }\n}\n',
    "err_content_eval_error": 'dynamic "setting" {\n  for_each = names\n  content {\n    key = setting.value.x\n  }\n}\n',
    "err_iterator_used_outside": 'dynamic "setting" {\n  for_each = names\n  content {\n    key = setting.value\n  }\n}\nname = setting.value\n',
    "err_nested_inner_bad_for_each": 'dynamic "rule" {\n  for_each = rules\n  labels = [rule.value.kind]\n  content {\n    dynamic "cidr" {\n      for_each = rule.value.port\n      content {}\n    }\n  }\n}\n',
    "iterator_shadows_var": 'dynamic "setting" {\n  for_each = names\n  iterator = names\n  content {\n    key = names.value\n  }\n}\n',
    "dynamic_block_named_dynamic": 'dynamic "setting" {\n  for_each = dups\n  content {\n    key = setting.value\n    value = setting.key\n  }\n}\n',
    "vars_analysis": '''name = s
dynamic "rule" {
  for_each = rules
  labels   = [rule.value.kind]
  content {
    port  = rule.value.port + n
    proto = outer.proto
    dynamic "cidr" {
      for_each = rule.value.cidrs
      content {
        block = "${cidr.value}/${extra}"
      }
    }
  }
}
''',
    "for_each_for_expr": 'dynamic "setting" {\n  for_each = {for k, v in ports : k => v if v > 100}\n  content {\n    key = setting.key\n    value = setting.value\n  }\n}\n',
    "for_each_range": 'dynamic "setting" {\n  for_each = range(n)\n  content {\n    value = setting.value * 10\n  }\n}\n',
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dyndec", default=None)
    a = ap.parse_args()
    a.dyndec = a.dyndec or oracles.oracle("dyndec")
    out = os.path.join(here, "..", "corpus", "dynblock")
    os.makedirs(out, exist_ok=True)
    for fn in os.listdir(out):
        if fn.endswith((".hcl", ".json")):
            os.remove(os.path.join(out, fn))
    with open(os.path.join(out, "schema.json"), "w") as fh:
        fh.write(json.dumps(SCHEMA, indent=2) + "\n")
    with open(os.path.join(out, "vars.json"), "w") as fh:
        fh.write(json.dumps(VARS, indent=1) + "\n")
    n_ok = 0
    for name, text in sorted(C.items()):
        with open(os.path.join(out, name + ".hcl"), "w", encoding="utf-8") as fh:
            fh.write(text)
        p = subprocess.run([a.dyndec, "schema.json", "vars.json", name + ".hcl"], cwd=out, capture_output=True, timeout=30)
        if p.returncode != 0:
            raise SystemExit(p.stderr.decode())
        res = json.loads(p.stdout, parse_int=jsonfmt.RawNum, parse_float=jsonfmt.RawNum)
        n_ok += not any(d["severity"] == "error" for d in res["diagnostics"])
        with open(os.path.join(out, name + ".expect.json"), "w", encoding="utf-8") as fh:
            fh.write(jsonfmt.dumps(res) + "\n")
    print(f"dynblock: {len(C)} inputs ({n_ok} without errors)")


if __name__ == "__main__":
    main()
