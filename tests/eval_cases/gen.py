#!/usr/bin/env python3
"""Regenerates tests/eval_cases/cases.json: focused programs per expression
kind, each evaluated by the reference oracle
`hcleval --diags=json --with-type -V vars.json case.hcl` (run inside a temp
folder so diagnostics name `case.hcl`). Usage: python3 tests/eval_cases/gen.py"""
import json, os, subprocess, sys, tempfile

HCLEVAL = os.environ.get("HCLEVAL") or os.path.join(os.environ["HCL_REF_BIN"], "hcleval")  # HCL_REF_BIN: the folder ../shared/tools/reference-latest.sh prints
HCLEVAL_UP = os.environ.get("HCLEVAL_UP") or HCLEVAL  # both the latest reference now
# Cases where the project follows upstream HCL (v2.24+) rather than the
# reference v2.14.1: short-circuit && / ||, namespaced function names.
UPSTREAM = {"logic_short_circuit", "logic_both_bad", "namespaced_unknown", "namespaced_unknown2"}
HERE = os.path.dirname(os.path.abspath(__file__))

VARS = {
    "n": 42, "f": 3.5, "s": "hello", "e": "", "t": True, "fl": False, "nul": None,
    "nums": [1, 2, 3], "strs": ["a", "b", "c"], "mixed": [1, "two", True, None],
    "obj": {"name": "web", "port": 8080, "tags": {"env": "prod"}, "list": [10, 20]},
    "objs": [{"name": "a", "v": 1}, {"name": "b", "v": 2}],
    "empty": [], "eobj": {}, "big": 123456789012345678901234567890,
    "numstr": "17", "boolstr": "true", "u": "héllo 👍",
}

CASES = {
 # literals and arithmetic
 "literals": 'a = 1\nb = 1.5e3\nc = true\nd = null\ne = -0\nf = 0.1 + 0.2\ng = 1/3\nh = 1e400 * 0 + 1\n',
 "number_ops": 'a = 7 % 3\nb = -7 % 3\nc = 7.5 % 2\nd = 2 * 3 - 4 / 8\ne = "3" + 4\nf = big + 1\ng = -n\nh = 10 / 4\n',
 "div_zero": 'a = 1 / 0\n',
 "zero_div_zero": 'a = 0 / 0\n',
 "mod_zero": 'a = 5 % 0\n',
 "compare": 'a = 1 < 2\nb = "10" > 9\nc = n >= 42\nd = f <= 3.4\n',
 "equality": 'a = 1 == 1.0\nb = "1" == 1\nc = null == null\nd = nul == null\ne = [1, 2] == [1, 2]\nf = {a = 1} != {a = 1}\ng = nums == [1, 2, 3]\nh = obj == obj\n',
 "bad_operand": 'a = "x" + 1\nb = true * 2\nc = [] < 1\n',
 "null_operand": 'a = nul + 1\n',
 "null_operand_right": 'a = 1 - null\n',
 "unary": 'a = !t\nb = -f\nc = !"true"\nd = - "3"\n',
 "unary_bad": 'a = !1\nb = -"x"\n',
 "unary_null": 'a = !nul\n',
 "logic": 'a = t && fl\nb = t || fl\nc = "true" && t\nd = fl || "false"\n',
 "logic_short_circuit": 'a = fl && nums[7]\nb = t || undefined_thing\nc = nul || t\nd = nul && t\n',
 "logic_errors": 'a = 1 && t\nb = t || "maybe"\n',
 "logic_both_bad": 'a = nums[9] && nums[8]\n',
 # collections
 "tuple_object": 'a = [1, "two", null, [3]]\nb = {x = 1, "y" = 2, (s) = 3}\nc = {a = 1, a = 2}\nd = {1 = "one", true = "t", null = "n"}\ne = {(n) = 1, (t) = 2}\nf = {}\ng = []\n',
 "object_key_null": 'a = {(nul) = 1}\n',
 "object_key_bad_type": 'a = {(nums) = 1}\n',
 "object_key_ambiguous": 'a = {obj.name = 1}\n',
 "object_key_error": 'a = {(nope) = 1, b = nope2}\n',
 # templates
 "templates": 'a = "x${n}y"\nb = "${n}"\nc = "${t}"\nd = "${nums}"\ne = "${s}-${f}-${t}"\nf = "%{if t}yes%{else}no%{endif}"\ng = "%{for i, v in strs}${i}=${v};%{endfor}"\nh = "a ${~ s ~} b"\ni = "%{ for v in nums ~} ${v} %{~ endfor }"\nj = <<EOT\n  ${s}\n  line\nEOT\nk = <<-EOT\n    in ${n}\n      more\n    EOT\nl = "$${n} %%{x}"\nm = ""\n',
 "template_null": 'a = "x${nul}y"\n',
 "template_list": 'a = "x${nums}y"\n',
 "template_if_bad": 'a = "%{if s}yes%{endif}"\n',
 "template_if_null": 'a = "%{if nul}yes%{endif}"\n',
 "template_for_null": 'a = "%{for v in nul}${v}%{endfor}"\n',
 "template_for_obj": 'a = "%{for k, v in obj.tags}${k}:${v}%{endfor}"\nb = "%{for v in eobj}${v}%{endfor}"\n',
 "template_nested": 'a = "${"inner ${n}"} and %{if t}${"${f}"}%{endif}"\n',
 # traversals and index
 "traversal": 'a = obj.name\nb = obj.tags.env\nc = obj.list[1]\nd = obj.list.0\ne = obj["port"]\nf = nums[0]\ng = nums["2"]\nh = objs[1].name\ni = mixed[1]\n',
 "index_expr": 'a = nums[n - 41]\nb = obj[s == "hello" ? "name" : "port"]\nc = {a = 1}["a"]\nd = [1, 2][1]\ne = obj.tags[s == "x" ? "a" : "env"]\n',
 "unknown_variable": 'a = nmus\n',
 "unknown_variable_far": 'a = completely_unrelated\n',
 "unsupported_attr": 'a = obj.nope\n',
 "missing_map_element": 'a = {for k, v in obj.tags : k => v}.nope\n',
 "attr_on_primitive": 'a = s.foo\n',
 "attr_on_null": 'a = nul.foo\n',
 "attr_on_list_of_objects": 'a = objs.name\n',
 "attr_on_list_of_objects2": 'a = objs.zzz\n',
 "index_out_of_range": 'a = nums[3]\n',
 "index_far_out_of_range": 'a = nums[30]\n',
 "index_negative": 'a = nums[-1]\n',
 "index_fraction": 'a = nums[1.5]\n',
 "index_empty": 'a = empty[0]\n',
 "index_null": 'a = nul[0]\n',
 "index_null_key": 'a = nums[nul]\n',
 "index_bad_key": 'a = nums["x"]\n',
 "index_object_number": 'a = obj[0]\n',
 "index_object_missing": 'a = obj["zzz"]\n',
 "index_primitive": 'a = s[0]\n',
 "index_bad_key_expr": 'a = nums[[]]\n',
 # splats
 "splat": 'a = objs[*].name\nb = objs.*.v\nc = obj[*].name\nd = nul[*]\ne = nums[*]\nf = [[1, 2], [3]][*][0]\ng = objs[*]\nh = s.*\n',
 "splat_error": 'a = objs[*].nope\n',
 "splat_source_error": 'a = nope[*].x\n',
 "splat_nested": 'a = [{x = [{y = 1}, {y = 2}]}, {x = [{y = 3}]}][*].x[*].y\n',
 # conditional
 "conditional": 'a = t ? 1 : "x"\nb = fl ? 1 : "x"\nc = t ? null : 5\nd = fl ? [1] : ["a"]\ne = "true" ? 1 : 2\nf = t ? {a = 1} : {a = 2}\ng = t ? nums : []\nh = fl ? nope : 1\n',
 "conditional_null": 'a = nul ? 1 : 2\n',
 "conditional_bad_cond": 'a = s ? 1 : 2\n',
 "conditional_mismatch": 'a = t ? [1] : {a = 1}\n',
 "conditional_mismatch_obj": 'a = t ? {a = 1} : {b = 2}\n',
 "conditional_mismatch_tuple": 'a = t ? [1, 2] : [[1], "a", 3]\n',
 "conditional_taken_error": 'a = t ? nope : 1\n',
 # for expressions
 "for": 'a = [for v in nums : v * 2]\nb = [for i, v in strs : "${i}${v}"]\nc = {for k, v in obj.tags : k => v}\nd = [for v in nums : v if v > 1]\ne = {for v in strs : v => v}\nf = {for v in ["a", "b", "a"] : v => v...}\ng = [for k, v in obj : k]\nh = {for i, v in nums : v => i}\ni = [for v in {b = 1, a = 2} : v]\nj = [for x in [for y in nums : y + 1] : x]\n',
 "for_dup_key": 'a = {for v in ["a", "b", "a"] : v => v}\n',
 "for_null": 'a = [for v in nul : v]\n',
 "for_non_iterable": 'a = [for v in s : v]\n',
 "for_cond_bad": 'a = [for v in nums : v if "x"]\n',
 "for_cond_null": 'a = [for v in mixed : v if v]\n',
 "for_cond_null_obj": 'a = {for v in strs : v => v if nul}\n',
 "for_key_null": 'a = {for v in mixed : v => 1}\n',
 "for_key_bad": 'a = {for v in [[1]] : v => 1}\n',
 "for_body_error": 'a = [for v in nums : v.x]\n',
 "for_scope_unknown_var": 'a = [for v in nums : vv]\n',
 "for_cond_error": 'a = [for v in nums : v if v.x]\n',
 # functions
 "try_can": 'a = try(nope, 2)\nb = can(nope)\nc = can(nums[0])\nd = try(nums[9], nums[0])\ne = [for v in mixed : try(v + 1, "bad")]\nf = try(nums...)\n',
 "try_fail": 'a = try(nope, nums[9])\n',
 "unknown_function": 'a = tyr(1)\n',
 "unknown_function_far": 'a = nosuchfunc(1)\n',
 "not_enough_args": 'a = can()\n',
 "too_many_args": 'a = can(1, 2)\n',
 "expand_bad": 'a = try(s...)\n',
 "expand_null": 'a = try(nul...)\n',
 "namespaced_unknown": 'a = foo::bar(1)\n',
 "namespaced_unknown2": 'a = [for v in nums : foo::bar(v)]\n',
 # misc
 "parens": 'a = (1 + 2) * 3\nb = ("x")\nc = (nums)[0]\n',
 "unicode": 'a = u\nb = "${u}!"\nc = {"ü" = 1}\n',
}

def main():
    out = []
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "vars.json"), "w") as f:
            json.dump(VARS, f)
        for name, src in CASES.items():
            with open(os.path.join(d, "case.hcl"), "w") as f:
                f.write(src)
            exe = HCLEVAL_UP if name in UPSTREAM else HCLEVAL
            p = subprocess.run([exe, "--diags=json", "--with-type", "-V", "vars.json", "case.hcl"],
                               cwd=d, capture_output=True, text=True)
            out.append({"name": name, "src": src, "upstream": name in UPSTREAM, "exit": p.returncode,
                        "stdout": p.stdout, "stderr": p.stderr})
    with open(os.path.join(HERE, "cases.json"), "w") as f:
        json.dump({"vars": VARS, "cases": out}, f, indent=1, ensure_ascii=False)
        f.write("\n")

if __name__ == "__main__":
    main()
