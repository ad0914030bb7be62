#!/usr/bin/env python3
"""Writes the project's conformance fixtures (conformance/tests/) in the
upstream spec-suite format, with expectations taken from the REFERENCE hcldec.

usage: conformance/fixtures.py [REFERENCE_HCLDEC]   (default: $(reference.sh)/hcldec)

Each case below gives an input (.hcl) and a spec (.hcldec; for expression
cases one `attr` of type `any` per attribute is generated). The reference
hcldec decodes the input; a success becomes `result_type` + `result`, a
failure becomes a `diagnostics` block with the subject range of every
diagnostic in the input file. Cases marked `refs` also get a `traversals`
block from `--var-refs`. Afterwards verify the tree with the reference
harness: hclspecsuite conformance/tests REFERENCE_HCLDEC.
"""
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "tests")
def _ref_hcldec():
    """The reference hcldec: argv[1], else $HCL_REF_BIN/hcldec, else the folder
    printed by ../shared/tools/reference-latest.sh (run from the repository root)."""
    if len(sys.argv) > 1:
        return sys.argv[1]
    b = os.environ.get("HCL_REF_BIN")
    if not b:
        b = subprocess.run(
            ["bash", os.path.join(HERE, "..", "..", "shared", "tools", "reference-latest.sh")],
            check=True, capture_output=True, text=True,
        ).stdout.strip().splitlines()[-1]
    return os.path.join(b, "hcldec")


REF = _ref_hcldec()

CASES = []
# path -> [(name, expression)] for cases made of one attribute per expression
PAIRS = {}


def case(path, hcl, spec=None, refs=False, note="", pairs=None):
    CASES.append((path, hcl, spec, refs, note))
    if pairs is not None:
        PAIRS[path] = list(pairs)


def any_spec(names, extra=""):
    body = "".join(f'  attr "{n}" {{ type = any }}\n' for n in names)
    return "object {\n" + body + extra + "}\n"


# Any variable gives hcldec an evaluation context; the native syntax doesn't
# care unless an expression names a variable or function, but strings in a
# JSON input are templates only with a context (see json_twins.py).
CTX = '''variables {
  # (gives hcldec an evaluation context, so JSON strings are templates)
  ctx = true
}
'''


def exprs(path, pairs, refs=False, note="", spec_extra="", ctx=True):
    """An expression case: attributes n = expr, each decoded as `any`."""
    src = "".join(f"{n} = {e}\n" for n, e in pairs)
    names = [n for n, _ in pairs]
    spec = any_spec(names, spec_extra)
    case(path, src, CTX + spec if ctx else spec, refs, note, pairs=pairs)


def with_vars(spec, vars_hcl):
    return f"variables {{\n{vars_hcl}}}\n" + spec


# ---------------------------------------------------------------- structure
case("structure/body/attributes", 'a = 1\nb = "two"\nc-d = true\n', any_spec(["a", "b", "c-d"]),
     note="attributes, identifiers with dashes")
case("structure/body/unicode_identifiers", 'café = 1\nnaïve_x = 2\n', any_spec(["café", "naïve_x"]))
case("structure/body/empty_file", "", 'literal { value = "ok" }\n')
case("structure/body/no_trailing_newline", "a = 1", any_spec(["a"]))
case("structure/body/crlf_newlines", "a = 1\r\nb = 2\r\n", any_spec(["a", "b"]))
case("structure/body/attribute_redefined", "a = 1\na = 2\n", any_spec(["a"]),
     note="Attribute redefined")
case("structure/body/unsupported_argument", "a = 1\nnmae = 2\n", any_spec(["a", "name"]),
     note="Unsupported argument with did-you-mean")
case("structure/body/missing_required", "b = 1\n",
     'object {\n  attr "a" {\n    type = any\n    required = true\n  }\n  attr "b" { type = any }\n}\n',
     note="Missing required argument")
case("structure/body/unsupported_block", "thing {\n}\n", any_spec(["thing"]),
     note="Unsupported block type, suggesting an argument")
case("structure/body/argument_as_block", "a {\n}\n",
     'object {\n  block "a" {\n    object {}\n  }\n}\n')
BLOCK_SPEC = '''object {
  block_list "svc" {
    object {
      attr "name" { type = string }
      attr "port" { type = number }
    }
  }
}
'''
case("structure/blocks/nested", 'svc {\n  name = "a"\n  port = 80\n}\nsvc {\n  name = "b"\n}\n', BLOCK_SPEC)
case("structure/blocks/oneline", 'svc { name = "x" }\n', BLOCK_SPEC)
case("structure/blocks/oneline_empty", "svc {}\n", BLOCK_SPEC)
case("structure/blocks/oneline_two_args", 'svc { name = "x", port = 1 }\n', BLOCK_SPEC,
     note="only one argument allowed in a single-line block")
case("structure/blocks/unclosed", 'svc {\n  name = "x"\n', BLOCK_SPEC)
LABEL_SPEC = '''object {
  block_map "res" {
    labels = ["type", "name"]
    object {
      attr "v" { type = number }
      attr "t" {
        type = string
      }
    }
  }
}
'''
case("structure/blocks/labels", 'res "a" "b" {\n  v = 1\n}\nres c d {\n  v = 2\n}\nres "a" "c" {\n  v = 3\n}\n',
     LABEL_SPEC, note="quoted and bare labels")
case("structure/blocks/label_escapes", 'res "a\\tb" "\\u00e9" {\n  v = 1\n}\n', LABEL_SPEC)
case("structure/blocks/extraneous_label", 'res "a" "b" "c" {\n  v = 1\n}\n', LABEL_SPEC)
case("structure/blocks/missing_label", 'res "a" {\n  v = 1\n}\n', LABEL_SPEC)
case("structure/blocks/duplicate_labels", 'res "a" "b" {\n  v = 1\n}\nres "a" "b" {\n  v = 2\n}\n', LABEL_SPEC)
case("structure/blocks/block_after_attr_same_line", "svc { name = \"x\" } port = 1\n", BLOCK_SPEC)

# ---------------------------------------------------------------- comments
case("comments/all_styles", "# hash\n// slash\n/* multi\n   line */\na = 1 # trailing\nb = /* inline */ 2\n",
     any_spec(["a", "b"]))
case("comments/at_eof_without_newline", "a = 1\n# last", any_spec(["a"]))
case("comments/unterminated", "a = 1\n/* never closed\n", any_spec(["a"]))

# ---------------------------------------------------------------- literals
exprs("expressions/literals/numbers", [
    ("int", "42"), ("zero", "0"), ("frac", "3.25"), ("exp", "1e3"), ("exp_neg", "2.5E-2"),
    ("exp_plus", "1e+2"), ("big", "123456789012345678901234567890"), ("tiny", "0.000000000000000000001"),
    ("third", "1/3"), ("neg", "-17"), ("leading_zero", "007"),
])
exprs("expressions/literals/bool_null", [("t", "true"), ("f", "false"), ("n", "null")])
exprs("expressions/literals/bad_number", [("a", "1.")])

# ---------------------------------------------------------------- collections
exprs("expressions/collections/tuples", [
    ("empty", "[]"), ("nums", "[1, 2, 3]"), ("mixed", '[1, "a", true, null]'),
    ("trailing_comma", "[1, 2,]"), ("multiline", "[\n  1,\n  2\n]"), ("nested", "[[1], [2, [3]]]"),
])
exprs("expressions/collections/objects", [
    ("empty", "{}"), ("idents", "{ a = 1, b = 2 }"), ("colons", '{ "a": 1, "b": 2 }'),
    ("newlines", "{\n  a = 1\n  b = 2\n}"), ("paren_key", '{ ("p") = 1 }'),
    ("template_key", '{ "${"t"}x" = 1 }'), ("dup_key_last_wins", "{ a = 1, a = 2 }"),
])
case("expressions/collections/object_key_vars", 'paren_key = { (k) = 1 }\ntmpl_key = { "${k}-2" = 2 }\nident_key = { k = 3 }\n',
     with_vars(any_spec(["paren_key", "tmpl_key", "ident_key"]), '  k = "kv"\n'), refs=True)
exprs("expressions/collections/object_missing_separator", [("o", "{ a = 1 b = 2 }")])
exprs("expressions/collections/object_null_key", [("o", "{ (null) = 1 }")])

# ---------------------------------------------------------------- templates
exprs("expressions/templates/quoted", [
    ("plain", '"hello"'), ("interp", '"a ${1 + 1} b"'), ("only_interp", '"${true}"'),
    ("escapes", r'"tab\there \"q\" back\\slash nl\n"'), ("unicode", r'"\u00e9 \U0001F600"'),
    ("literal_dollar", '"$${not} %%{also}"'), ("lone_dollar", '"cost: $5 and 100%"'),
    ("nested", '"x${"y${"z"}"}"'), ("number_to_string", '"${1.50}"'), ("bool_to_string", '"${false}"'),
])
exprs("expressions/templates/strip_markers", [
    ("left", '"a  ${~ "b" } c"'), ("right", '"a ${ "b" ~}  c"'), ("both", '"a \n ${~ "b" ~} \n c"'),
])
exprs("expressions/templates/directives", [
    ("if_true", '"%{ if true }yes%{ endif }"'), ("if_else", '"%{ if false }yes%{ else }no%{ endif }"'),
    ("for_list", '"%{ for x in [1, 2, 3] }${x},%{ endfor }"'),
    ("for_kv", '"%{ for k, v in { a = 1, b = 2 } }${k}=${v};%{ endfor }"'),
    ("strip", '"%{ for x in ["a", "b"] ~}\\n${x}\\n%{~ endfor }"'),
    ("nested", '"%{ for x in [1, 2] }%{ if x == 2 }two%{ else }${x}%{ endif }%{ endfor }"'),
])
exprs("expressions/templates/multiline_quoted", [("a", '"%{ for x in ["a"] ~}\n${x}\n%{~ endfor }"')],
      note="a quoted template may not span lines")
exprs("expressions/templates/interp_null", [("a", '"x${null}"')])
exprs("expressions/templates/interp_list", [("a", '"x${[1]}"')])
exprs("expressions/templates/if_not_bool", [("a", '"%{ if "maybe" }x%{ endif }"')])
exprs("expressions/templates/unclosed_interp", [("a", '"${1 + "')])
exprs("expressions/templates/bad_escape", [("a", r'"\q"')])
exprs("expressions/templates/endif_without_if", [("a", '"%{ endif }"')])
case("expressions/templates/heredoc", '''plain = <<EOT
hello
  world
EOT
interp = <<EOT
sum: ${1 + 2}
EOT
indented = <<-EOT
    first
      second
    third
    EOT
directive = <<EOT
%{ for x in ["a", "b"] ~}
- ${x}
%{ endfor ~}
EOT
empty = <<EOT
EOT
marker_in_text = <<EOT
not EOT yet
EOT
''', CTX + any_spec(["plain", "interp", "indented", "directive", "empty", "marker_in_text"]))
case("expressions/templates/heredoc_unclosed", "a = <<EOT\nnever closed\n", any_spec(["a"]))
case("expressions/templates/heredoc_crlf", "a = <<EOT\r\nline\r\nEOT\r\n", CTX + any_spec(["a"]))

# ---------------------------------------------------------------- operators
exprs("expressions/operators/arithmetic", [
    ("add", "1 + 2"), ("sub", "5 - 7"), ("mul", "2.5 * 4"), ("div", "7 / 2"), ("mod", "7 % 3"),
    ("mod_neg", "-7 % 3"), ("mod_frac", "5.5 % 2"), ("neg", "-(3)"), ("prec", "1 + 2 * 3 - 4 / 2"),
    ("parens", "(1 + 2) * 3"), ("point", "0.1 + 0.2"), ("str_num", '"3" + 4'),
])
exprs("expressions/operators/comparison", [
    ("lt", "1 < 2"), ("le", "2 <= 2"), ("gt", "1 > 2"), ("ge", "3 >= 2"),
    ("eq", "1 == 1"), ("ne", '1 != "1"'), ("eq_str", '"a" == "a"'), ("eq_list", "[1, 2] == [1, 2]"),
    ("eq_obj", "{ a = 1 } == { a = 1 }"), ("eq_null", "null == null"), ("eq_mixed", '1 == "1"'),
])
exprs("expressions/operators/logical", [
    ("and", "true && false"), ("or", "true || false"), ("not", "!true"), ("chain", "!false && (true || false)"),
])
exprs("expressions/operators/conditional", [
    ("t", '1 < 2 ? "yes" : "no"'), ("f", "false ? 1 : 2"), ("unify", 'true ? 1 : "x"'),
    ("nested", "false ? 1 : true ? 2 : 3"), ("null_branch", "true ? null : 1"),
])
exprs("expressions/operators/add_string_error", [("a", '1 + "x"')])
# (1 / 0: the reference prints invalid JSON for the infinity, so no fixture)
exprs("expressions/operators/modulo_by_zero", [("a", "1 % 0")])
exprs("expressions/operators/not_number", [("a", "!1")])
exprs("expressions/operators/negate_string", [("a", '-"x"')])
exprs("expressions/operators/and_number", [("a", "true && 1")])
exprs("expressions/operators/compare_strings", [("a", '"a" < "b"')])
exprs("expressions/operators/conditional_not_bool", [("a", '"x" ? 1 : 2')])
exprs("expressions/operators/conditional_null", [("a", "null ? 1 : 2")])
exprs("expressions/operators/conditional_mismatch", [("a", "true ? [1] : {a = 1}")])
exprs("expressions/operators/missing_operand", [("a", "1 +")])

# ---------------------------------------------------------------- traversals, index, splat
TRAV_VARS = '''  obj = { a = 1, b = { c = "deep" }, list = [10, 20, 30] }
  items = [{ name = "x", tags = ["a"] }, { name = "y", tags = ["b", "c"] }]
  m = { k1 = "v1", "key two" = "v2" }
  nul = null
  single = { name = "solo" }
  str = "text"
'''


def trav(path, pairs, refs=True):
    src = "".join(f"{n} = {e}\n" for n, e in pairs)
    case(path, src, with_vars(any_spec([n for n, _ in pairs]), TRAV_VARS), refs, pairs=pairs)


trav("expressions/traversal/attr_and_index", [
    ("a", "obj.a"), ("c", "obj.b.c"), ("idx", "obj.list[1]"), ("legacy", "obj.list.2"),
    ("str_key", 'obj["b"]["c"]'), ("map_key", 'm["key two"]'), ("expr_index", "obj.list[0 + 1]"),
    ("str_index_num", 'obj.list["1"]'),
])
trav("expressions/traversal/splat", [
    ("attr_splat", "items.*.name"), ("full_splat", "items[*].tags"), ("full_index", "items[*].tags[0]"),
    ("on_object", "single.*.name"), ("on_null", "nul[*]"), ("on_tuple_values", "obj.list[*]"),
])
trav("expressions/traversal/unknown_variable", [("a", "nope.x")])
trav("expressions/traversal/unsupported_attribute", [("a", "obj.zzz")])
trav("expressions/traversal/index_out_of_range", [("a", "obj.list[5]")])
trav("expressions/traversal/index_on_string", [("a", "str[0]")])
trav("expressions/traversal/attr_on_null", [("a", "nul.x")])
trav("expressions/traversal/bad_index_type", [("a", "obj.list[true]")])
trav("expressions/traversal/missing_map_key", [("a", 'm["nope"]')])
exprs("expressions/traversal/variables_not_allowed", [("a", "x.y")], refs=True, ctx=False)

# ---------------------------------------------------------------- for expressions
trav("expressions/for/forms", [
    ("tuple", "[for x in obj.list : x * 2]"), ("tuple_kv", "[for i, x in obj.list : i + x]"),
    ("object", "{for k, v in m : v => k}"), ("filter", "[for x in obj.list : x if x > 10]"),
    ("group", '{for i in items : i.name => i.tags...}'), ("group_dups", '{for x in ["a", "b", "a"] : x => x...}'),
    ("from_object", "[for k, v in obj : k]"), ("nested", "[for x in [1, 2] : [for y in [3, 4] : x * y]]"),
    ("cond_value", '{for x in ["a"] : x => x == "a" ? 1 : 2}'),
])
trav("expressions/for/duplicate_key", [("a", '{for x in ["a", "a"] : x => 1}')])
trav("expressions/for/key_not_string", [("a", "{for x in [[1]] : x => 1}")])
trav("expressions/for/cond_not_bool", [("a", '[for x in [1] : x if "y"]')])
trav("expressions/for/not_iterable", [("a", "[for x in 5 : x]")])
trav("expressions/for/object_key_in_tuple", [("a", "[for x in [1] : x => x]")])

# ---------------------------------------------------------------- functions
FUNC_SPEC_PRE = '''function "double" {
  params = [x]
  result = x * 2
}
function "join_all" {
  params = [sep]
  variadic_param = rest
  result = "${sep}:${length(rest)}"
}
'''
case("expressions/functions/user_functions",
     'a = double(21)\nb = join_all("-", 1, 2, 3)\nc = join_all("+")\nd = double([1, 2]...)\n',
     FUNC_SPEC_PRE + any_spec(["a", "b", "c", "d"]), note="spec-file function blocks, expansion")
case("expressions/functions/unknown_function", "a = nope(1)\n", FUNC_SPEC_PRE + any_spec(["a"]))
case("expressions/functions/wrong_arg_count", "a = double(1, 2)\n", FUNC_SPEC_PRE + any_spec(["a"]))
case("expressions/functions/not_allowed", "a = double(1)\n", any_spec(["a"]))
case("expressions/functions/expand_not_list", "a = double(1...)\n", FUNC_SPEC_PRE + any_spec(["a"]))
case("expressions/functions/failing_body", 'a = double("x")\n', FUNC_SPEC_PRE + any_spec(["a"]))
case("expressions/functions/failing_body_in_template", 'a = "${double("x")}"\n', FUNC_SPEC_PRE + any_spec(["a"]),
     note="the call's own range, not the template's")

# ---------------------------------------------------------------- spec format
case("spec/object_and_array", 'a = 1\nb = "x"\n',
     'object {\n  attr "a" { type = number }\n  array "pair" {\n    attr {\n      name = "a"\n      type = string\n    }\n    attr {\n      name = "b"\n      type = string\n    }\n  }\n}\n')
case("spec/attr_types", '''s = 1
n = "2.5"
b = "true"
l = [1, "2"]
st = ["b", "a", "b"]
mp = { x = 1, y = 2 }
o = { a = 1, b = "x", extra = true }
t = [1, "x"]
''', '''object {
  attr "s" { type = string }
  attr "n" { type = number }
  attr "b" { type = bool }
  attr "l" { type = list(string) }
  attr "st" { type = set(string) }
  attr "mp" { type = map(number) }
  attr "o" { type = object({ a = number, b = string }) }
  attr "t" { type = tuple([string, string]) }
  attr "missing" { type = list(number) }
}
''')
case("spec/attr_type_mismatch", 'n = "abc"\nl = 5\no = { a = "x" }\n', '''object {
  attr "n" { type = number }
  attr "l" { type = list(string) }
  attr "o" { type = object({ a = number }) }
}
''', note="Incorrect attribute value type")
case("spec/attr_required", "", 'attr {\n  name = "x"\n  type = string\n  required = true\n}\n')
case("spec/attr_name_override", "real = 1\n", 'object {\n  attr "alias" {\n    name = "real"\n    type = number\n  }\n}\n')
case("spec/block", 'b {\n  x = 1\n}\n', 'object {\n  block "b" {\n    object {\n    attr "x" { type = number }\n  }\n  }\n  block "absent" {\n    object {\n    attr "x" { type = number }\n  }\n  }\n}\n')
case("spec/block_required", "", 'object {\n  block "b" {\n    required = true\n    object {\n    attr "x" { type = number }\n  }\n  }\n}\n')
case("spec/block_duplicate", 'b {\n  x = 1\n}\nb {\n  x = 2\n}\n', 'block {\n  block_type = "b"\n  object {\n    attr "x" { type = number }\n  }\n}\n')
case("spec/block_type_override", 'real {\n  x = 1\n}\n', 'object {\n block "alias" {\n  block_type = "real"\n  object {\n    attr "x" { type = number }\n  }\n}\n}\n')
BL = 'object {{\n  {kind} "item" {{\n{extra}    attr {{\n      name = "v"\n      type = any\n    }}\n  }}\n}}\n'
case("spec/block_list", 'item {\n  v = 1\n}\nitem {\n  v = 2\n}\n', BL.format(kind="block_list", extra=""))
case("spec/block_list_empty", "", BL.format(kind="block_list", extra=""))
case("spec/block_list_unify", 'item {\n  v = 1\n}\nitem {\n  v = "x"\n}\n', BL.format(kind="block_list", extra=""))
case("spec/block_list_inconsistent", 'item {\n  v = 1\n}\nitem {\n  v = [1]\n}\n', BL.format(kind="block_list", extra=""))
case("spec/block_list_min", 'item {\n  v = 1\n}\n', BL.format(kind="block_list", extra="    min_items = 2\n"))
case("spec/block_list_max", 'item {\n  v = 1\n}\nitem {\n  v = 2\n}\nitem {\n  v = 3\n}\n',
     BL.format(kind="block_list", extra="    max_items = 2\n"))
case("spec/block_set", 'item {\n  v = "b"\n}\nitem {\n  v = "a"\n}\nitem {\n  v = "b"\n}\n', BL.format(kind="block_set", extra=""))
case("spec/block_set_max", 'item {\n  v = 1\n}\nitem {\n  v = 2\n}\n', BL.format(kind="block_set", extra="    max_items = 1\n"))
case("spec/block_set_min", '', BL.format(kind="block_set", extra="    min_items = 1\n"))
case("spec/block_map", 'item "a" {\n  v = 1\n}\nitem "b" {\n  v = 2\n}\n',
     'object {\n  block_map "item" {\n    labels = ["key"]\n    object {\n    attr "v" { type = number }\n  }\n  }\n}\n')
case("spec/block_map_two_labels", 'item "a" "x" {\n  v = 1\n}\nitem "a" "y" {\n  v = 2\n}\nitem "b" "x" {\n  v = 3\n}\n',
     'block_map {\n  block_type = "item"\n  labels = ["k1", "k2"]\n  object {\n    attr "v" { type = number }\n  }\n}\n')
case("spec/block_map_empty", '', 'block_map {\n  block_type = "item"\n  labels = ["k"]\n  object {\n    attr "v" { type = number }\n  }\n}\n')
case("spec/block_map_duplicate", 'item "a" {\n  v = 1\n}\nitem "a" {\n  v = 2\n}\n',
     'block_map {\n  block_type = "item"\n  labels = ["k"]\n  object {\n    attr "v" { type = number }\n  }\n}\n')
case("spec/literal", "", 'object {\n  literal "s" { value = "x" }\n  literal "n" { value = 1.5 }\n  literal "l" { value = [1, "a"] }\n  literal "o" { value = { k = null } }\n}\n')
case("spec/literal_spec_functions", "", '''object {
  literal "abs" { value = abs(-3) }
  literal "coalesce" { value = coalesce(null, "b", "c") }
  literal "concat" { value = concat([1], [2, 3]) }
  literal "hasindex" { value = hasindex([1, 2], 1) }
  literal "int" { value = int(3.9) }
  literal "jsondecode" { value = jsondecode("{\\"a\\":[1,true]}") }
  literal "jsonencode" { value = jsonencode({ a = [1, "x"] }) }
  literal "length" { value = length([1, 2, 3]) }
  literal "lower" { value = lower("ÀBC") }
  literal "max" { value = max(1, 5, 3) }
  literal "min" { value = min(4, -2) }
  literal "reverse" { value = reverse("abc") }
  literal "strlen" { value = strlen("héllo") }
  literal "substr" { value = substr("hello world", 6, 3) }
  literal "upper" { value = upper("abc") }
}
''')
case("spec/default", 'b = 2\n', '''object {
  default "a" {
    attr {
      name = "a"
      type = number
    }
    literal { value = 10 }
  }
  default "b" {
    attr {
      name = "b"
      type = number
    }
    literal { value = 10 }
  }
}
''')
case("spec/transform", 'x = 3\nl = ["a", "b"]\n', '''object {
  transform "doubled" {
    attr {
      name = "x"
      type = number
    }
    result = nested * 2
  }
  transform "count" {
    attr {
      name = "l"
      type = list(string)
    }
    result = length(nested)
  }
}
''')
case("spec/variables_block", "a = base + 1\nb = names[1]\n", '''variables {
  base = 40
  names = ["x", "y"]
}
object {
  attr "a" { type = number }
  attr "b" { type = string }
}
''', refs=True)
case("spec/type_any_and_nested", 'a = { x = [1, 2] }\nb = [[1], [2, 3]]\n', '''object {
  attr "a" { type = map(list(number)) }
  attr "b" { type = list(any) }
}
''')
case("spec/block_in_array", 'x = 1\nb {\n  y = 2\n}\n', '''array {
  attr {
    name = "x"
    type = number
  }
  block {
    block_type = "b"
    object {
      attr "y" { type = number }
    }
  }
}
''')

def hcl_string(s):
    out = ['"']
    i = 0
    while i < len(s):
        c = s[i]
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif c in "$%" and s[i + 1:i + 2] == "{":
            out.append(c + c)
        elif ord(c) < 0x20:
            out.append("\\u%04x" % ord(c))
        else:
            out.append(c)
        i += 1
    out.append('"')
    return "".join(out)


def hcl_value(v, indent="  "):
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, (int, float)) or type(v).__name__ == "Decimal":
        return str(v)
    if isinstance(v, str):
        return hcl_string(v)
    if isinstance(v, list):
        if not v:
            return "[]"
        inner = indent + "  "
        return "[\n" + "".join(f"{inner}{hcl_value(x, inner)},\n" for x in v) + indent + "]"
    if isinstance(v, dict):
        if not v:
            return "{}"
        inner = indent + "  "
        return "{\n" + "".join(f"{inner}{hcl_string(k)} = {hcl_value(x, inner)}\n" for k, x in sorted(v.items())) + indent + "}"
    raise TypeError(v)


def type_expr(t):
    if t == "dynamic":
        return "any"
    if isinstance(t, str):
        return t
    kind = t[0]
    if kind in ("list", "set", "map"):
        return f"{kind}({type_expr(t[1])})"
    if kind == "tuple":
        return "tuple([" + ", ".join(type_expr(x) for x in t[1]) + "])"
    if kind == "object":
        for k in t[1]:
            if not re.fullmatch(r"[^\W\d][\w-]*", k) or k in ("true", "false", "null"):
                raise SystemExit(f"attribute name {k!r} can't be written in a type expression")
        return "object({" + ", ".join(f"{k} = {type_expr(x)}" for k, x in sorted(t[1].items())) + "})"
    raise TypeError(t)


def pos_block(name, p, ind):
    return (f"{ind}{name} {{\n{ind}  line   = {p['line']}\n{ind}  column = {p['column']}\n"
            f"{ind}  byte   = {p['byte']}\n{ind}}}\n")


def ref_text(t):
    out = ""
    for s in t["steps"]:
        if s["kind"] == "root":
            out += s["name"]
        elif s["kind"] == "attr":
            out += "." + s["name"]
        else:
            out += "[" + hcl_value(s["key"]) + "]"
    return out


def expectations(spec_file, inp, refs, note="", label=""):
    """The text of a .t file for decoding `inp` with `spec_file`, taken from
    the reference hcldec. Returns (text, ok) where ok tells a result from
    diagnostics."""
    from decimal import Decimal
    label = label or inp
    p = subprocess.run([REF, "--spec=" + spec_file, "--diags=json", "--with-type", "--keep-nulls", inp],
                       capture_output=True)
    lines = []
    if note:
        lines.append(f"# {note}\n")
    lines.append("# Expectations generated from the reference hcldec by conformance/fixtures.py.\n\n")
    ok = p.returncode == 0
    if ok:
        d = json.loads(p.stdout, parse_float=Decimal)
        lines.append(f"result_type = {type_expr(d['type'])}\n")
        lines.append(f"result = {hcl_value(d['value'], '')}\n")
    else:
        d = json.loads(p.stderr)
        lines.append("diagnostics {\n")
        seen = set()
        # (sorted: the reference's order follows Go map iteration at places)
        found = sorted(d["diagnostics"], key=lambda x: (
            (x.get("subject") or {}).get("start", {}).get("byte", -1),
            (x.get("subject") or {}).get("end", {}).get("byte", -1),
            x["severity"], x["summary"], x.get("detail", "")))
        for x in found:
            subj = x.get("subject")
            if not subj or subj["filename"] != inp:
                raise SystemExit(f"{label}: diagnostic outside the input: {x}")
            key = (x["severity"], json.dumps(subj, sort_keys=True))
            if key in seen:
                continue
            seen.add(key)
            lines.append(f"  {x['severity']} {{\n    # {x['summary']}\n")
            lines.append(pos_block("from", subj["start"], "    "))
            lines.append(pos_block("to", subj["end"], "    "))
            lines.append("  }\n")
        lines.append("}\n")
    r = None
    if refs:
        r = subprocess.run([REF, "--spec=" + spec_file, "--diags=json", "--var-refs", inp],
                           capture_output=True)
    if r is not None and r.returncode == 0:
        found = json.loads(r.stdout, parse_float=Decimal)
        texts = [ref_text(t) for t in found]
        if len(set(texts)) != len(texts):
            # The harness matches expectations by traversal alone, so a
            # traversal used twice can't be checked: no traversals block.
            r = None
    if r is not None and r.returncode == 0:
        lines.append("\ntraversals {\n")
        # (the reference lists them in map order, which varies between runs)
        found = sorted(json.loads(r.stdout, parse_float=Decimal),
                       key=lambda t: (t["range"]["start"]["byte"], t["range"]["end"]["byte"]))
        for t in found:
            lines.append(f"  expect {{\n    ref = {ref_text(t)}\n")
            lines.append(pos_block("from", t["range"]["start"], "    "))
            lines.append(pos_block("to", t["range"]["end"], "    "))
            lines.append("  }\n")
        lines.append("}\n")
    return "".join(lines), ok


def main():
    n_ok = n_err = 0
    for path, hcl, spec, refs, note in CASES:
        base = os.path.join(OUT, path)
        os.makedirs(os.path.dirname(base), exist_ok=True)
        with open(base + ".hcl", "w", encoding="utf-8", newline="") as f:
            f.write(hcl)
        with open(base + ".hcldec", "w", encoding="utf-8") as f:
            f.write(spec)
        text, ok = expectations(base + ".hcldec", base + ".hcl", refs, note, path)
        if ok:
            n_ok += 1
        else:
            n_err += 1
        with open(base + ".t", "w", encoding="utf-8") as f:
            f.write(text)
    print(f"{len(CASES)} fixtures: {n_ok} results, {n_err} with diagnostics")


if __name__ == "__main__":
    main()
