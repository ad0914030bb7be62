#!/usr/bin/env python3
"""Writes the native-syntax corpus inputs tests/corpus/syntax/NAME.hcl.

Deterministic: hand-written cases plus systematic variants (namespaced function
calls `a::b::f(x)`, hcl >= v2.20, among them). Expectations are produced separately
by regen_syntax.sh (the latest reference parser via parsedump).
usage: gen_syntax.py [OUTDIR]
"""
import os
import sys

OUT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "corpus", "syntax")

CASES = {}


def case(name, text):
    assert name not in CASES, name
    CASES[name] = text.encode("utf-8") if isinstance(text, str) else text


# ---------------------------------------------------------------- bodies
case("body_empty", "")
case("body_only_newlines", "\n\n\n")
case("body_only_spaces", "   \t  \n")
case("body_one_attr", "a = 1\n")
case("body_one_attr_no_final_newline", "a = 1")
case("body_attrs_many", "a = 1\nb = 2\nc = 3\nd = \"four\"\n")
case("body_attrs_blank_lines", "\n\na = 1\n\n\nb = 2\n\n")
case("body_attr_tabs", "a\t=\t1\n\tb =  2\n")
case("body_attr_no_spaces", "a=1\nb=true\n")
case("body_attr_dash_name", "foo-bar = 1\nx-y-z- = 2\n")
case("body_attr_underscore_name", "_private = 1\nsnake_case_name = 2\n")
case("body_attr_keyword_names", "true = 1\nfalse = 2\nnull = 3\nfor = 4\nin = 5\nif = 6\n")
case("body_attrs_and_blocks_mixed", "a = 1\nb {\n  c = 2\n}\nd = 3\ne {\n}\n")
case("body_attr_value_on_next_line", "a =\n  1\n")
case("body_attr_equals_on_next_line", "a\n= 1\n")
case("body_duplicate_attr", "a = 1\na = 2\n")
case("body_duplicate_attr_three", "a = 1\nb = 2\na = 3\na = 4\n")
case("body_duplicate_attr_in_block", "b {\n  x = 1\n  x = 2\n}\n")
case("body_same_attr_name_different_blocks", "b {\n  x = 1\n}\nb {\n  x = 2\n}\nx = 3\n")
case("body_attr_and_block_same_name", "a = 1\na {\n}\n")

# ---------------------------------------------------------------- blocks
case("block_no_labels", "service {\n  name = \"web\"\n}\n")
case("block_one_quoted_label", "resource \"aws\" {\n}\n")
case("block_two_quoted_labels", "resource \"aws_instance\" \"web\" {\n  ami = \"ami-123\"\n}\n")
case("block_three_quoted_labels", "a \"b\" \"c\" \"d\" {\n  e = 1\n}\n")
case("block_one_ident_label", "resource aws {\n}\n")
case("block_two_ident_labels", "resource aws_instance web {\n}\n")
case("block_three_ident_labels", "a b c d {\n}\n")
case("block_mixed_labels", "a \"b\" c \"d\" {\n}\n")
case("block_label_escapes", "a \"b\\n\\t\\\"q\\\"\" \"\\u00e9\\U0001F600\" {\n}\n")
case("block_label_unicode", "a \"héllo wörld\" \"日本語\" {\n}\n")
case("block_label_empty_string", "a \"\" {\n}\n")
case("block_label_with_interpolation", "a \"${b}\" {\n}\n")
case("block_label_with_directive", "a \"%{if x}y%{endif}\" {\n}\n")
case("block_label_number", "a 1 {\n}\n")
case("block_label_unterminated", "a \"b {\n}\n")
case("block_nested", "a {\n  b {\n    c {\n      d = 1\n    }\n  }\n}\n")
case("block_nested_labels", "a \"x\" {\n  b \"y\" \"z\" {\n    c = 1\n  }\n  b \"w\" \"v\" {\n  }\n}\n")
case("block_repeated", "x {\n}\nx {\n}\nx {\n  a = 1\n}\n")
case("block_empty_body_same_line_close", "a {}\n")
case("block_empty_body_with_newline", "a {\n}\n")
case("block_close_brace_on_attr_line", "a {\n  b = 1 }\n")
case("block_open_brace_next_line", "a\n{\n  b = 1\n}\n")
case("block_two_on_one_line", "a {} b {}\n")
case("block_close_then_attr_same_line", "a {\n} b = 1\n")
case("block_unclosed", "a {\n  b = 1\n")
case("block_unclosed_nested", "a {\n  b {\n    c = 1\n  }\n")
case("block_stray_close_brace", "a = 1\n}\nb = 2\n")
case("block_stray_close_brace_start", "}\n")
case("block_extra_close_brace", "a {\n}\n}\n")
case("block_missing_open_brace", "a \"b\"\n  c = 1\n}\n")
case("block_label_after_brace", "a { \"b\"\n}\n")
case("block_deep_nesting_20", "".join("b%d {\n" % i for i in range(20)) + "x = 1\n" + "}\n" * 20)
case("block_type_unicode", "ñandú {\n}\nblöck \"l\" {\n}\n")
case("block_type_dash", "my-block my-label {\n}\n")

# ------------------------------------------------------- one-line blocks
case("oneline_empty", "a {}\n")
case("oneline_empty_labels", "a \"b\" c {}\n")
case("oneline_one_attr", "a { b = 1 }\n")
case("oneline_one_attr_labels", "a \"x\" \"y\" { b = \"c\" }\n")
case("oneline_one_attr_complex_expr", "a { b = [1, 2, {c = 3}] }\n")
case("oneline_two_attrs", "a { b = 1, c = 2 }\n")
case("oneline_two_attrs_no_comma", "a { b = 1 c = 2 }\n")
case("oneline_nested_block", "a { b {} }\n")
case("oneline_nested_block_attr", "a { b { c = 1 } }\n")
case("oneline_attr_then_newline_close", "a { b = 1\n}\n")
case("oneline_then_attr_same_line", "a { b = 1 } c = 2\n")
case("oneline_then_block_same_line", "a { b = 1 } c {}\n")
case("oneline_missing_close", "a { b = 1\nc = 2\n")
case("oneline_block_value_object", "a { b = { c = 1 } }\n")
case("oneline_comment_after", "a { b = 1 } # note\n")
case("oneline_multiple_lines", "a { b = 1 }\nc { d = 2 }\ne \"f\" {}\n")
case("oneline_attr_trailing_comma", "a { b = 1, }\n")
case("oneline_block_in_block", "x {\n  a { b = 1 }\n  c {}\n}\n")

# ---------------------------------------------------- literal values
case("lit_numbers_ints", "a = 0\nb = 1\nc = 42\nd = 1234567890\ne = 007\n")
case("lit_numbers_fractions", "a = 0.5\nb = 1.0\nc = 3.14159\nd = 100.001\n")
case("lit_numbers_exponents", "a = 1e3\nb = 1E3\nc = 1e+3\nd = 1e-3\ne = 1.5e10\nf = 2.5E-7\ng = 6.02e+23\n")
case("lit_number_huge", "a = 123456789012345678901234567890123456789012345678901234567890\nb = 1e999\nc = 1e-999\n")
case("lit_number_negative", "a = -1\nb = -1.5\nc = -1e3\nd = - 2\n")
case("lit_number_leading_dot", "a = .5\n")
case("lit_number_trailing_dot", "a = 5.\n")
case("lit_number_exp_no_digits", "a = 1e\n")
case("lit_number_exp_sign_no_digits", "a = 1e+\n")
case("lit_number_double_dot", "a = 1.2.3\n")
case("lit_number_hex", "a = 0x1F\n")
case("lit_number_underscore", "a = 1_000\n")
# every number-token shape of the reference's scanner (digits, dots and
# exponents make one token; cty.ParseNumberVal decides): an empty fraction
# before an exponent is a number, a second dot or a dot after the exponent
# is not, `1.e` is the number 1 then `.e`
case("lit_number_dot_exp", "a = 1.e5\n")
case("lit_number_dot_exp_zero", "a = 6.e0\n")
case("lit_number_dot_exp_upper_plus", "a = 1.E+5\n")
case("lit_number_dot_exp_minus", "a = 1.e-5\n")
case("lit_number_two_dots", "a = 1..2\n")
case("lit_number_exp_then_fraction", "a = 1e5.5\n")
case("lit_number_two_exps", "a = 1e5e5\n")
case("lit_number_fraction_exp_fraction", "a = 1.2e3.4\n")
case("lit_number_dot_exp_no_digits", "a = 1.e\n")
case("lit_number_space_dot_exp", "r =6 .e0\n")
case("lit_number_dot_exp_index", "a = x[1.e1]\n")
case("lit_number_dot_exp_template", "a = \"${1.e1}\"\n")
case("lit_number_dot_exp_operand", "a = 2.e1 + 1.E-1\n")
case("lit_bools", "a = true\nb = false\n")
case("lit_null", "a = null\n")
case("lit_bool_case", "a = True\nb = FALSE\nc = Null\n")
case("lit_string_empty", "a = \"\"\n")
case("lit_string_simple", "a = \"hello world\"\n")
case("lit_string_escapes_all", r'a = "n\n r\r t\t q\" b\\ u\u00e9 U\U0001F600"' + "\n")
case("lit_string_escape_u_short", r'a = "\u12"' + "\n")
case("lit_string_escape_U_short", r'a = "\U0001F6"' + "\n")
case("lit_string_escape_invalid_letter", r'a = "\q"' + "\n")
case("lit_string_escape_invalid_x", r'a = "\x41"' + "\n")
case("lit_string_escape_single_quote", "a = \"\\'\"\n")
case("lit_string_escape_at_end", 'a = "abc\\' + "\n")
case("lit_string_escape_surrogate", r'a = "\ud800"' + "\n")
case("lit_string_escape_U_too_big", r'a = "\U00110000"' + "\n")
case("lit_string_escape_u_uppercase_hex", r'a = "\u00E9\u00e9"' + "\n")
case("lit_string_dollar_escape", 'a = "$${not_interp}"\n')
case("lit_string_percent_escape", 'a = "%%{not_directive}"\n')
case("lit_string_lone_dollar", 'a = "$ $x $"\n')
case("lit_string_lone_percent", 'a = "100% %x %"\n')
case("lit_string_dollar_dollar_no_brace", 'a = "$$"\nb = "%%"\nc = "$$$${x}"\n')
case("lit_string_unterminated", 'a = "abc\n')
case("lit_string_unterminated_eof", 'a = "abc')
case("lit_string_literal_newline", 'a = "abc\ndef"\n')
case("lit_string_tab_inside", 'a = "a\tb"\n')
case("lit_string_single_quotes", "a = 'abc'\n")
case("lit_string_unicode_graphemes", 'a = "e\u0301\u0301x" b = 1\n')
case("lit_string_unicode_columns", 'a = "日本語テキスト"\nb = c\n')
case("lit_string_emoji_columns", 'a = "👍🏽👨‍👩‍👧‍👦🇳🇿"\nb = c\n')
case("lit_string_combining_then_error", 'a = "e\u0301\u0301"  !\n')
case("lit_string_nbsp", 'a = "a\u00a0b"\n')
case("lit_string_after_emoji_var", 'a = "🎉" + x\n')

# --------------------------------------------------------- collections
case("tuple_empty", "a = []\n")
case("tuple_one", "a = [1]\n")
case("tuple_many", "a = [1, \"two\", true, null, 5.5]\n")
case("tuple_trailing_comma", "a = [1, 2, 3,]\n")
case("tuple_newlines", "a = [\n  1,\n  2,\n  3\n]\n")
case("tuple_newlines_trailing_comma", "a = [\n  1,\n  2,\n]\n")
case("tuple_newlines_no_commas", "a = [\n  1\n  2\n]\n")
case("tuple_nested", "a = [[1, 2], [3, [4, [5]]], []]\n")
case("tuple_double_comma", "a = [1,, 2]\n")
case("tuple_leading_comma", "a = [, 1]\n")
case("tuple_missing_comma", "a = [1 2]\n")
case("tuple_unclosed", "a = [1, 2\nb = 3\n")
case("tuple_unclosed_eof", "a = [1, 2")
case("tuple_mismatched_close", "a = [1, 2}\n")
case("tuple_with_vars", "a = [x, y.z, w[0]]\n")
case("object_empty", "a = {}\n")
case("object_equals", "a = {b = 1, c = 2}\n")
case("object_colons", "a = {b: 1, c: 2}\n")
case("object_mixed_separators", "a = {b = 1, c: 2}\n")
case("object_newlines", "a = {\n  b = 1\n  c = 2\n}\n")
case("object_newlines_and_commas", "a = {\n  b = 1,\n  c = 2,\n}\n")
case("object_trailing_comma", "a = {b = 1, c = 2,}\n")
case("object_key_string", "a = {\"b c\" = 1, \"d\": 2}\n")
case("object_key_template", "a = {\"${x}\" = 1}\n")
case("object_key_paren", "a = {(x) = 1, (y.z): 2}\n")
case("object_key_number", "a = {1 = \"one\", 2.5 = \"x\"}\n")
case("object_key_keyword", "a = {true = 1, null = 2, if = 3, in = 4}\n")
case("object_key_for_paren", "a = {(for) = 1}\n")
case("object_key_for_quoted", "a = {\"for\" = 1}\n")
case("object_key_traversal", "a = {b.c = 1}\n")
case("object_key_function_call", "a = {f(x) = 1}\n")
case("object_key_op", "a = {x + y = 1}\n")
case("object_nested", "a = {b = {c = {d = [1, {e = 2}]}}}\n")
case("object_duplicate_keys_parse_ok", "a = {b = 1, b = 2}\n")
case("object_missing_value", "a = {b = }\n")
case("object_missing_equals", "a = {b 1}\n")
case("object_double_comma", "a = {b = 1,, c = 2}\n")
case("object_unclosed", "a = {b = 1\nc = 2\n")
case("object_unclosed_eof", "a = {b = 1")
case("object_newline_after_key", "a = {\n  b\n  = 1\n}\n")
case("object_newline_after_equals", "a = {\n  b =\n  1\n}\n")
case("object_two_items_one_line_no_comma", "a = {b = 1 c = 2}\n")
case("object_value_multiline_tuple", "a = {\n  b = [\n    1,\n    2,\n  ]\n  c = 3\n}\n")
case("object_arrow_instead", "a = {b => 1}\n")

# ------------------------------------------------------ for expressions
case("for_tuple_simple", "a = [for v in xs : v]\n")
case("for_tuple_key_value", "a = [for i, v in xs : i]\n")
case("for_tuple_if", "a = [for i, v in xs : v if i < 2]\n")
case("for_tuple_nested", "a = [for x in xs : [for y in x : y * 2]]\n")
case("for_object_simple", "a = {for k, v in m : k => v}\n")
case("for_object_group", "a = {for k, v in m : v => k...}\n")
case("for_object_group_if", "a = {for k, v in m : v => k... if k != \"x\"}\n")
case("for_object_if", "a = {for k, v in m : k => v if v != null}\n")
case("for_multiline", "a = [\n  for v in xs :\n  v\n  if v\n]\n")
case("for_object_multiline", "a = {\n  for k, v in m :\n  k => v\n}\n")
case("for_scoped_vars", "a = [for k, v in m : k if v == outer]\nb = [for x in x : x]\n")
case("for_vars_shadow_nested", "a = [for x in xs : [for y in x.items : y + x.base + z]]\n")
case("for_tuple_arrow_error", "a = [for k, v in m : k => v]\n")
case("for_object_no_arrow", "a = {for k, v in m : k}\n")
case("for_missing_in", "a = [for v xs : v]\n")
case("for_missing_colon", "a = [for v in xs v]\n")
case("for_missing_ident", "a = [for in xs : 1]\n")
case("for_three_idents", "a = [for a, b, c in xs : a]\n")
case("for_ellipsis_in_tuple", "a = [for v in xs : v...]\n")
case("for_ellipsis_then_if", "a = {for k, v in m : v => k ... if true}\n")
case("for_if_then_ellipsis", "a = {for k, v in m : v => k if true ...}\n")
case("for_unclosed", "a = [for v in xs : v\nb = 1\n")
case("for_in_template", 'a = "${[for v in xs : v]}"\n')
case("for_complex_collection", "a = [for v in concat(a, b)[0].items : v.name if v.enabled && !v.hidden]\n")
case("for_keyword_as_var_paren", "a = [(for), in]\n")
case("for_key_var_ident_in", "a = [for in in xs : in]\n")
case("for_nonident_var", "a = [for \"v\" in xs : v]\n")
case("for_empty_body", "a = [for v in xs :]\n")

# -------------------------------------------------- operators/precedence
ops = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||"]
opname = {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod", "==": "eq", "!=": "ne",
          "<": "lt", ">": "gt", "<=": "le", ">=": "ge", "&&": "and", "||": "or"}
for o in ops:
    case("op_binary_%s" % opname[o], "a = x %s y\nb = 1 %s 2\n" % (o, o))
# precedence pairs: every level combination (both orders)
reps = ["*", "+", ">", "==", "&&", "||"]
for o1 in reps:
    for o2 in reps:
        if o1 == o2:
            continue
        case("prec_%s_%s" % (opname[o1], opname[o2]), "r = a %s b %s c\np = (a %s b) %s c\n" % (o1, o2, o1, o2))
case("prec_same_level_left_assoc", "a = x / y * z\nb = x - y + z\nc = x < y < z\nd = x == y != z\n")
case("prec_all_levels", "r = a || b && c == d < e + f * -g\n")
case("prec_all_levels_rev", "r = -a * b + c < d == e && f || g\n")
case("op_unary_not", "a = !x\nb = !!x\nc = !true\n")
case("op_unary_neg", "a = -x\nb = --x\nc = -(-x)\n")
case("op_unary_mixed", "a = -!x\nb = !-x\nc = !x.y[0]\n")
case("op_unary_neg_number_literal_chain", "a = -1 - -2\n")
case("op_missing_rhs", "a = 1 +\n")
case("op_missing_lhs", "a = * 2\n")
case("op_double_binary", "a = 1 + * 2\n")
case("op_single_equals_compare", "a = x = y\n")
case("op_single_ampersand", "a = x & y\n")
case("op_single_pipe", "a = x | y\n")
case("op_not_equals_bang_sep", "a = x ! = y\n")
case("op_newline_in_expr", "a = 1\n  + 2\n")
case("op_newline_in_parens", "a = (1\n  + 2)\n")
case("op_newline_after_op", "a = 1 +\n  2\n")
case("op_long_chain", "a = " + " + ".join("x%d" % i for i in range(30)) + "\n")
case("op_exponent_not_op", "a = 2 ** 3\n")
case("op_arrow_stray", "a = x => y\n")
case("op_question_missing_colon", "a = x ? y\n")

# ------------------------------------------------------- conditionals
case("cond_simple", "a = x ? 1 : 2\n")
case("cond_nested_true", "a = x ? y ? 1 : 2 : 3\n")
case("cond_nested_false", "a = x ? 1 : y ? 2 : 3\n")
case("cond_with_ops", "a = x > 1 && y ? a + b : c * d\n")
case("cond_parens", "a = (x ? 1 : 2) + 3\n")
case("cond_multiline_parens", "a = (\n  x\n  ? 1\n  : 2\n)\n")
case("cond_multiline_bare", "a = x\n  ? 1\n  : 2\n")
case("cond_missing_false", "a = x ? 1 :\n")
case("cond_missing_colon", "a = x ? 1 2\n")
case("cond_in_template", 'a = "${x ? "y" : "z"}"\n')
case("cond_result_objects", "a = x ? {b = 1} : {c = 2}\n")

# -------------------------------------------- traversals, index, splat
case("trav_attr_chain", "a = x.y.z.w\n")
case("trav_index_number", "a = x[0]\nb = x[1][2]\n")
case("trav_index_string", "a = x[\"key\"]\nb = x[\"a b\"][\"c\"]\n")
case("trav_index_nonliteral", "a = x[y]\nb = x[y + 1]\nc = x[f(y)]\n")
case("trav_index_template", "a = x[\"${y}\"]\n")
case("trav_index_bool_null", "a = x[true]\nb = x[null]\n")
case("trav_index_negative", "a = x[-1]\n")
case("trav_index_fraction", "a = x[1.5]\n")
case("trav_index_multiline", "a = x[\n  0\n]\n")
case("trav_legacy_index", "a = x.0\nb = x.1.y\nc = x.y.2\n")
case("trav_legacy_index_chain", "a = x.0.0\n")
case("trav_legacy_index_large", "a = x.12345\n")
case("trav_legacy_index_fraction_like", "a = x.1.5\n")
case("trav_mixed", "a = x.y[0].z[\"w\"].v.1\n")
case("trav_on_call", "a = f(x).y[0]\n")
case("trav_on_paren", "a = (x).y\nb = (x + y).z\n")
case("trav_on_tuple", "a = [1, 2][0]\nb = {c = 1}.c\n")
case("trav_on_template", "a = \"abc\"[0]\n")
case("trav_on_number", "a = 1.foo\n")
case("trav_trailing_dot", "a = x.\n")
case("trav_dot_then_number_ident", "a = x.1a\n")
case("trav_double_dot", "a = x..y\n")
case("trav_keyword_attrs", "a = x.true.null.for.in.if\n")
case("trav_index_unclosed", "a = x[0\nb = 1\n")
case("trav_index_empty", "a = x[]\n")
case("trav_dot_string", "a = x.\"y\"\n")
case("trav_dot_star_alone", "a = x.*\n")
case("splat_attr", "a = x.*.y\n")
case("splat_attr_chain", "a = x.*.y.z.w\n")
case("splat_attr_then_index", "a = x.*.y[0]\n")
case("splat_attr_then_legacy_index", "a = x.*.y.0\n")
case("splat_full", "a = x[*]\n")
case("splat_full_attr", "a = x[*].y\n")
case("splat_full_index", "a = x[*][0]\n")
case("splat_full_mixed", "a = x[*].y[0].z[\"k\"]\n")
case("splat_nested_full", "a = x[*].y[*].z\n")
case("splat_attr_then_full", "a = x.*.y[*].z\n")
case("splat_on_call", "a = f(x)[*].y\n")
case("splat_on_tuple", "a = [{a = 1}, {a = 2}][*].a\n")
case("splat_attr_star_index", "a = x.*[0]\n")
case("splat_full_space", "a = x[ * ].y\n")
case("splat_star_attr_bad", "a = x.*.*\n")
case("splat_star_in_index_expr", "a = x[*y]\n")
case("splat_after_index", "a = x[0][*].y\n")
case("splat_in_for", "a = [for v in x[*].y : v]\n")

# --------------------------------------------------------- function calls
case("call_no_args", "a = f()\n")
case("call_one_arg", "a = f(1)\n")
case("call_many_args", "a = f(1, \"two\", x, [y], {z = w})\n")
case("call_trailing_comma", "a = f(1, 2,)\n")
case("call_expand", "a = f(xs...)\n")
case("call_expand_with_args", "a = f(1, 2, xs...)\n")
case("call_expand_not_last", "a = f(xs..., 1)\n")
case("call_expand_trailing_comma", "a = f(xs...,)\n")
case("call_multiline_args", "a = f(\n  1,\n  2\n)\n")
case("call_multiline_args_no_comma", "a = f(\n  1\n  2\n)\n")
case("call_nested", "a = f(g(h(x)), i(j))\n")
case("call_dash_name", "a = my-func(1)\n")
case("call_unicode_name", "a = fünc(1)\n")
case("call_unclosed", "a = f(1, 2\nb = 3\n")
case("call_unclosed_eof", "a = f(1,")
case("call_missing_comma", "a = f(1 2)\n")
case("call_double_comma", "a = f(1,,2)\n")
case("call_leading_comma", "a = f(,1)\n")
case("call_space_before_paren", "a = f (1)\n")
case("call_on_expr", "a = (f)(1)\n")
case("call_keyword_name", "a = true(1)\nb = for(1)\n")
case("call_incomplete_arg", "a = f(1,\n")
case("call_then_traversal", "a = f(1)[0].b\n")

# --------------------------------------------------------------- templates
case("tmpl_interp_simple", 'a = "${x}"\n')
case("tmpl_interp_text", 'a = "Hello, ${name}!"\n')
case("tmpl_interp_multi", 'a = "${a}${b} and ${c.d[0]}"\n')
case("tmpl_interp_expr", 'a = "${x + 1} ${f(y)} ${z ? 1 : 2}"\n')
case("tmpl_interp_nested_template", 'a = "${"inner ${x}"}"\n')
case("tmpl_interp_deeply_nested", 'a = "${"${"${"${x}"}"}"}"\n')
case("tmpl_interp_object", 'a = "${ {b = 1}.b }"\n')
case("tmpl_interp_strip_left", 'a = "x ${~ y}"\n')
case("tmpl_interp_strip_right", 'a = "${y ~} x"\n')
case("tmpl_interp_strip_both", 'a = "x  ${~ y ~}  z"\n')
case("tmpl_interp_empty", 'a = "${}"\n')
case("tmpl_interp_unclosed", 'a = "${x"\n')
case("tmpl_interp_unclosed_eof", 'a = "${x')
case("tmpl_interp_newline_inside", 'a = "${\n  x\n}"\n')
case("tmpl_interp_comment_inside", 'a = "${x # c\n}"\n')
case("tmpl_if", 'a = "%{if x}yes%{endif}"\n')
case("tmpl_if_else", 'a = "%{if x}yes%{else}no%{endif}"\n')
case("tmpl_if_nested", 'a = "%{if x}%{if y}a%{else}b%{endif}%{endif}"\n')
case("tmpl_if_strip", 'a = "%{~ if x ~} yes %{~ else ~} no %{~ endif ~}"\n')
case("tmpl_for", 'a = "%{for v in xs}${v},%{endfor}"\n')
case("tmpl_for_kv", 'a = "%{for k, v in m}${k}=${v};%{endfor}"\n')
case("tmpl_for_strip", 'a = "%{~ for v in xs ~} ${v} %{~ endfor ~}"\n')
case("tmpl_for_if_combo", 'a = "%{for v in xs}%{if v}${v}%{endif}%{endfor}"\n')
case("tmpl_if_missing_endif", 'a = "%{if x}yes"\n')
case("tmpl_for_missing_endfor", 'a = "%{for v in xs}${v}"\n')
case("tmpl_endif_without_if", 'a = "%{endif}"\n')
case("tmpl_endfor_without_for", 'a = "%{endfor}"\n')
case("tmpl_else_without_if", 'a = "%{else}"\n')
case("tmpl_else_in_for", 'a = "%{for v in xs}a%{else}b%{endfor}"\n')
case("tmpl_endfor_closing_if", 'a = "%{if x}a%{endfor}"\n')
case("tmpl_double_else", 'a = "%{if x}a%{else}b%{else}c%{endif}"\n')
case("tmpl_unknown_directive", 'a = "%{while x}a%{endwhile}"\n')
case("tmpl_directive_unclosed", 'a = "%{if x"\n')
case("tmpl_if_no_cond", 'a = "%{if}a%{endif}"\n')
case("tmpl_for_missing_in", 'a = "%{for v xs}a%{endfor}"\n')
case("tmpl_endif_extra_tokens", 'a = "%{if x}a%{endif y}"\n')
case("tmpl_mixed_escapes_interp", 'a = "\\"${x}\\" $${y} %%{z} \\\\${w}"\n')
case("tmpl_lone_interp_paren", 'a = "${(x)}"\n')
case("tmpl_interp_string_only", 'a = "${"lit"}"\n')
case("tmpl_with_emoji_before_interp", 'a = "🎉🎉 ${x} é ${y}"\n')
case("tmpl_interp_dollar_dollar_dollar", 'a = "$$${x}"\n')
case("tmpl_directive_escape_then_real", 'a = "%%{if x}%{if y}z%{endif}"\n')

# ---------------------------------------------------------------- heredocs
case("heredoc_simple", "a = <<EOT\nhello\nworld\nEOT\n")
case("heredoc_empty", "a = <<EOT\nEOT\n")
case("heredoc_interp", "a = <<EOT\nHello, ${name}!\n%{if x}yes%{endif}\nEOT\n")
case("heredoc_for_directive", "a = <<EOT\n%{for v in xs~}\n- ${v}\n%{endfor~}\nEOT\n")
case("heredoc_indented_flush", "a = <<-EOT\n    hello\n      world\n    EOT\n")
case("heredoc_indented_mixed", "a = <<-EOT\n  a\n    b\n c\n  EOT\n")
case("heredoc_indented_marker_not_indented", "a = <<-EOT\n    a\nEOT\n")
case("heredoc_indented_blank_lines", "a = <<-EOT\n    a\n\n    b\n    EOT\n")
case("heredoc_indented_tabs", "a = <<-EOT\n\ta\n\t\tb\n\tEOT\n")
case("heredoc_indented_interp_first", "a = <<-EOT\n    ${x} a\n      b\n    EOT\n")
case("heredoc_plain_marker_indented", "a = <<EOT\n  a\n  EOT\n")
case("heredoc_marker_in_text", "a = <<EOT\nnot EOT here\nEOTX\nEOT\n")
case("heredoc_unclosed", "a = <<EOT\nhello\n")
case("heredoc_unclosed_then_attr", "a = <<EOT\nhello\nb = 2\n")
case("heredoc_lowercase_marker", "a = <<eot\nx\neot\n")
case("heredoc_dash_marker", "a = <<END-OF-TEXT\nx\nEND-OF-TEXT\n")
case("heredoc_no_newline_after_marker", "a = <<EOT hello\nEOT\n")
case("heredoc_space_before_marker", "a = << EOT\nx\nEOT\n")
case("heredoc_quoted_marker", "a = <<\"EOT\"\nx\nEOT\n")
case("heredoc_in_object", "a = {\n  b = <<EOT\nx\nEOT\n  c = 1\n}\n")
case("heredoc_in_call", "a = f(<<EOT\nx\nEOT\n)\n")
case("heredoc_in_tuple", "a = [<<EOT\nx\nEOT\n, 1]\n")
case("heredoc_quotes_inside", "a = <<EOT\n\"quoted\" \\n not an escape\nEOT\n")
case("heredoc_escapes_dollar", "a = <<EOT\n$${x} %%{y}\nEOT\n")
case("heredoc_crlf", "a = <<EOT\r\nhello\r\nEOT\r\n")
case("heredoc_two", "a = <<A\nx\nA\nb = <<B\ny\nB\n")
case("heredoc_marker_eof_no_newline", "a = <<EOT\nx\nEOT")
case("heredoc_unclosed_interp", "a = <<EOT\n${x\nEOT\n")
case("heredoc_strip_markers", "a = <<EOT\n  ${~ x ~}  \n%{~ if y ~}\n  z\n%{~ endif ~}\nEOT\n")
case("heredoc_block_body", "b {\n  a = <<-EOT\n    one\n    two\n  EOT\n}\n")
case("heredoc_unicode", "a = <<EOT\nüñíçødé 👍🏽 ${x}\nEOT\n")
case("heredoc_missing_marker", "a = <<\nx\n")

# ---------------------------------------------------------------- comments
case("comment_hash", "# comment\na = 1 # trailing\n")
case("comment_slash", "// comment\na = 1 // trailing\n")
case("comment_block", "/* comment */\na = /* inline */ 1\n")
case("comment_block_multiline", "/*\n multi\n line\n*/\na = 1\n")
case("comment_block_unclosed", "a = 1\n/* never closed\nb = 2\n")
case("comment_block_nested_like", "/* a /* b */ c = 1\n")
case("comment_in_block", "b {\n  # hash\n  // slash\n  /* block */\n  a = 1\n}\n")
case("comment_in_tuple", "a = [\n  1, # one\n  2, // two\n  /* three */ 3\n]\n")
case("comment_in_object", "a = {\n  b = 1 # one\n  c = 2 // two\n}\n")
case("comment_only", "# just a comment\n")
case("comment_only_no_newline", "# just a comment")
case("comment_block_eof", "a = 1\n/* x */")
case("comment_block_spanning_attr", "a = /* x\n */ 1\n")
case("comment_hash_in_string", 'a = "# not a comment"\nb = "// nor this"\n')
case("comment_crlf", "# c\r\na = 1 // d\r\n")
case("comment_single_slash", "a = 1 / 2 / comment\n")

# ---------------------------------------------------- unicode / encodings
case("unicode_ident_latin", "café = 1\nnaïve = 2\n")
case("unicode_ident_greek_cyrillic", "λ = 1\nпривет = 2\n")
case("unicode_ident_cjk", "名前 = \"x\"\n値 = 名前\n")
case("unicode_ident_combining", "e\u0301t\u00e9 = 1\nx = e\u0301t\u00e9\n")
case("unicode_ident_start_digit", "1abc = 1\n")
case("unicode_ident_emoji", "😀 = 1\n")
case("unicode_columns_before_error", "a = \"日本語\" ]\n")
case("unicode_columns_ident_before_error", "日本語 = ]\n")
case("unicode_zero_width_joiner_string", 'a = "a\u200db"\nb = !\n')
case("unicode_hangul_jamo", 'a = "\u1100\u1161\u11a8" b\n')
case("crlf_basic", "a = 1\r\nb = 2\r\n")
case("crlf_block", "a {\r\n  b = 1\r\n}\r\n")
case("crlf_mixed", "a = 1\r\nb = 2\nc = 3\r\n")
case("crlf_error_position", "a = 1\r\nb = [\r\n")
case("cr_alone", "a = 1\rb = 2\n")
case("bom_start", b"\xef\xbb\xbfa = 1\n")
case("bom_middle", b"a = 1\n\xef\xbb\xbfb = 2\n")
case("invalid_utf8_in_string", b'a = "\xff\xfe"\n')
case("invalid_utf8_in_ident", b"a\xc3 = 1\n")
case("invalid_utf8_in_comment", b"# \xff\na = 1\n")
case("invalid_utf8_truncated_eof", b"a = \"\xe6\x97")
case("invalid_utf8_overlong", b'a = "\xc0\xaf"\n')
case("invalid_utf8_bare", b"a = 1\n\xff\nb = 2\n")
case("nul_in_string", b'a = "x\x00y"\n')
case("nul_bare", b"a = 1\n\x00\nb = 2\n")
case("nul_in_comment", b"# a\x00b\nc = 1\n")
case("control_char_bare", "a = 1\n\x07\nb = 2\n")
case("control_char_in_string", 'a = "x\x1by"\n')
case("vertical_tab_whitespace", "a =\x0b1\n")
case("form_feed_whitespace", "a =\x0c1\n")

# ------------------------------------------------------ invalid characters
for nm, ch in [("backtick", "`"), ("at", "@"), ("caret", "^"), ("tilde", "~"), ("semicolon", ";"),
               ("backslash", "\\"), ("dollar", "$"), ("hash_in_expr", "#"), ("ampersand", "&"),
               ("pipe", "|"), ("question", "?"), ("apostrophe", "'"), ("fullwidth_equals", "\uff1d")]:
    case("invalid_char_%s" % nm, "a = 1 %s 2\nb = 3\n" % ch)
case("invalid_char_at_body_level", "@a = 1\n")
case("invalid_char_semicolon_sep", "a = 1; b = 2\n")
case("invalid_char_smart_quotes", "a = \u201chello\u201d\n")

# ------------------------------------------------ structural mistakes
case("err_missing_equals", "a 1\n")
case("err_missing_equals_string", "a \"b\"\n")
case("err_missing_value", "a =\n")
case("err_missing_value_eof", "a =")
case("err_double_equals", "a == 1\n")
case("err_colon_instead_of_equals", "a: 1\n")
case("err_attr_value_then_junk", "a = 1 2\n")
case("err_attr_value_then_ident", "a = 1 b\n")
case("err_number_as_attr_name", "1 = 2\n")
case("err_string_as_attr_name", "\"a\" = 1\n")
case("err_attr_after_oneline_block", "a { b = 1 } c = 2\n")
case("err_block_label_then_equals", "a \"b\" = 1\n")
case("err_equals_then_brace", "a = {\n  b\n}\n")
case("err_equals_block_syntax", "a = b {\n}\n")
case("err_multiple_independent", "a = \nb = 2\nc = [\nd = 4\ne = )\n")
case("err_multiple_independent_blocks", "x {\n  a = )\n}\ny {\n  b = ]\n}\nz = 3\n")
case("err_multiple_three_lines", "a = 1 +\nb = * 2\nc = 3 3\nd = 4\n")
case("err_many_errors_with_valid_between", "ok1 = 1\nbad1 = (\nok2 = 2\nbad2 = ]\nok3 = 3\n")
case("err_unclosed_paren", "a = (1 + 2\nb = 3\n")
case("err_extra_close_paren", "a = (1 + 2))\n")
case("err_extra_close_bracket", "a = [1]]\n")
case("err_mismatched_paren_bracket", "a = (1]\n")
case("err_mismatched_brace_paren", "a = {b = 1)\n")
case("err_just_ident", "a\n")
case("err_just_equals", "= 1\n")
case("err_block_as_value", "a = {\n  b {\n  }\n}\n")
case("err_ellipsis_in_tuple", "a = [xs...]\n")
case("err_ellipsis_bare", "a = x...\n")
case("err_template_close_outside", "a = }\n")
case("err_interp_outside_template", "a = ${x}\n")
case("err_directive_outside_template", "a = %{if x}y%{endif}\n")
case("err_unclosed_everything", "a {\n  b = [\n    {c = (\n")
case("err_deep_parens_unclosed", "a = " + "(" * 50 + "1\n")
case("err_deep_brackets_balanced", "a = " + "[" * 60 + "1" + "]" * 60 + "\n")
case("err_deep_objects_balanced", "a = " + "{b = " * 40 + "1" + "}" * 40 + "\n")
case("err_deep_templates_balanced", "a = " + '"${' * 20 + "x" + '}"' * 20 + "\n")
case("err_recovery_in_block_then_valid_block", "a {\n  b = [\n}\nc {\n  d = 1\n}\n")
case("err_recovery_unclosed_block_label", "a \"b\n  c = 1\n}\n")
case("err_attr_name_dot", "a.b = 1\n")
case("err_attr_name_index", "a[0] = 1\n")
case("err_block_missing_close_multiple", "a {\nb {\nc {\n")
case("err_newline_in_oneline_after_attr", "a { b = 1\n  c = 2 }\n")
case("err_invalid_expr_start_tokens", "a = ,\nb = :\nc = ?\nd = .\n")
case("err_trailing_operator_eof", "a = 1 ||")
case("err_conditional_in_key", "a = {x ? y : z = 1}\n")
case("err_two_attrs_one_line", "a = 1 b = 2\n")
case("err_open_brace_only", "{\n")
case("err_open_bracket_only", "[\n")
case("err_label_only", "\"a\" {\n}\n")
case("err_unicode_quote_in_label", "a \u201cb\u201d {\n}\n")

# ------------------------------------------------------- deep nesting
case("deep_brackets_10000", "a = " + "[" * 10000 + "]" * 10000 + "\n")
case("deep_brackets_10000_unclosed", "a = " + "[" * 10000 + "\n")
case("deep_parens_10000", "a = " + "(" * 10000 + "x" + ")" * 10000 + "\n")
case("deep_parens_10000_unclosed", "a = " + "(" * 10000 + "x\n")
case("deep_objects_5000", "a = " + "{b = " * 5000 + "1" + "}" * 5000 + "\n")
case("deep_blocks_35", "b {\n" * 35 + "}\n" * 35)
case("deep_blocks_35_unclosed", "b {\n" * 35)
case("deep_templates_2000", "a = " + '"${' * 2000 + "x" + '}"' * 2000 + "\n")
case("deep_templates_2000_unclosed", "a = " + '"${' * 2000 + "x\n")
case("deep_directives_1000", 'a = "' + "%{if x}" * 1000 + "y" + "%{endif}" * 1000 + '"\n')
case("deep_unary_10000", "a = " + "!" * 5000 + "-" * 5000 + "x\n")
case("deep_conditional_1000", "a = " + "x ? " * 1000 + "1" + " : 2" * 1000 + "\n")
case("deep_for_1000", "a = " + "[for x in " * 1000 + "y" + " : x]" * 1000 + "\n")
case("long_binary_chain_20000", "a = " + " + ".join(["1"] * 20000) + "\n")

# --------------------------------------------------------- variables api
case("vars_simple_roots", "a = x + y + z\n")
case("vars_nested_traversal", "a = x.y[0][\"k\"].z.1\n")
case("vars_in_collections", "a = [x, {k = y, (z) = w}]\n")
case("vars_in_template", 'a = "${x} %{if y}${z.w}%{endif} %{for i in zs}${i}${q}%{endfor}"\n')
case("vars_in_call_args", "a = f(x, g(y.z), ws...)\n")
case("vars_in_splat", "a = x[*].y\nb = z.*.w\n")
case("vars_in_for_scope", "a = [for k, v in m : k if v && outer]\nb = {for x in y : x => z}\n")
case("vars_in_conditional", "a = p ? q.r : s[0]\n")
case("vars_index_non_literal_key", "a = x[y].z\nb = x[\"${k}\"].w\n")
case("vars_index_keys_types", "a = x[0]\nb = x[\"s\"]\nc = x[1.5]\nd = x[true]\n")
case("vars_parenthesized_traversal", "a = (x).y.z\n")
case("vars_after_call", "a = f().y\n")
case("vars_repeated", "a = x + x + x.y\n")
case("vars_for_shadowed", "a = [for x in x : x.y]\n")
case("vars_heredoc", "a = <<EOT\n${x.y}\n%{for v in vs}${v.id}${w}%{endfor}\nEOT\n")
case("vars_object_keys_ident_not_var", "a = {k = 1, k2 = v}\n")
case("vars_unicode_ranges", "a = 日本.語[0] + é.ü\n")

# ------------------------------------------------ realistic: Terraform
TF = {}
TF["tf_aws_instance"] = '''provider "aws" {
  region = var.region
}

resource "aws_instance" "web" {
  ami           = data.aws_ami.ubuntu.id
  instance_type = "t3.micro"
  count         = var.instance_count

  tags = {
    Name        = "web-${count.index}"
    Environment = var.environment
  }

  lifecycle {
    create_before_destroy = true
  }
}
'''
TF["tf_variables"] = '''variable "region" {
  type        = string
  default     = "us-east-1"
  description = "AWS region"
}

variable "instance_count" {
  type    = number
  default = 2

  validation {
    condition     = var.instance_count > 0 && var.instance_count <= 10
    error_message = "Must be between 1 and 10."
  }
}

variable "subnets" {
  type = list(object({
    cidr = string
    az   = string
  }))
  default = []
}
'''
TF["tf_outputs"] = '''output "instance_ids" {
  value       = aws_instance.web[*].id
  description = "IDs of the web instances"
}

output "public_ips" {
  value     = [for i in aws_instance.web : i.public_ip if i.public_ip != ""]
  sensitive = false
}

output "by_az" {
  value = { for i in aws_instance.web : i.availability_zone => i.id... }
}
'''
TF["tf_locals"] = '''locals {
  common_tags = merge(var.tags, {
    Project = "demo"
    Owner   = "team-a"
  })
  name_prefix = "${var.project}-${var.environment}"
  azs         = slice(data.aws_availability_zones.available.names, 0, 3)
  subnet_map  = { for idx, s in var.subnets : s.az => cidrsubnet(var.cidr, 8, idx) }
  enabled     = var.enabled ? 1 : 0
}
'''
TF["tf_module"] = '''module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 5.0"

  name = local.name_prefix
  cidr = "10.0.0.0/16"

  azs             = local.azs
  private_subnets = [for k, v in local.azs : cidrsubnet("10.0.0.0/16", 4, k)]
  public_subnets  = [for k, v in local.azs : cidrsubnet("10.0.0.0/16", 8, k + 48)]

  enable_nat_gateway = true
  single_nat_gateway = true
}
'''
TF["tf_dynamic_block"] = '''resource "aws_security_group" "this" {
  name   = "sg"
  vpc_id = module.vpc.vpc_id

  dynamic "ingress" {
    for_each = var.ingress_rules
    iterator = rule
    content {
      from_port   = rule.value.from
      to_port     = rule.value.to
      protocol    = "tcp"
      cidr_blocks = rule.value.cidrs
    }
  }

  egress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"]
  }
}
'''
TF["tf_terraform_block"] = '''terraform {
  required_version = ">= 1.3.0"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 4.0, < 6.0"
    }
    random = {
      source = "hashicorp/random"
    }
  }

  backend "s3" {
    bucket = "my-state"
    key    = "prod/terraform.tfstate"
    region = "us-east-1"
  }
}
'''
TF["tf_data_sources"] = '''data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"]

  filter {
    name   = "name"
    values = ["ubuntu/images/hvm-ssd/ubuntu-jammy-22.04-amd64-server-*"]
  }
}

data "aws_iam_policy_document" "assume" {
  statement {
    actions = ["sts:AssumeRole"]
    principals {
      type        = "Service"
      identifiers = ["ec2.amazonaws.com"]
    }
  }
}
'''
TF["tf_heredoc_policy"] = '''resource "aws_iam_role_policy" "p" {
  name = "policy"
  role = aws_iam_role.r.id

  policy = <<-EOF
    {
      "Version": "2012-10-17",
      "Statement": [
        {
          "Action": ["s3:GetObject"],
          "Effect": "Allow",
          "Resource": "${aws_s3_bucket.b.arn}/*"
        }
      ]
    }
  EOF
}
'''
TF["tf_user_data_template"] = '''resource "aws_instance" "app" {
  ami           = var.ami
  instance_type = var.type
  user_data     = <<-EOT
    #!/bin/bash
    set -euo pipefail
    %{ for pkg in var.packages ~}
    apt-get install -y ${pkg}
    %{ endfor ~}
    %{ if var.enable_docker }
    systemctl enable docker
    %{ else }
    echo "no docker"
    %{ endif }
  EOT
}
'''
TF["tf_for_each_map"] = '''resource "aws_s3_bucket" "b" {
  for_each = toset(var.bucket_names)
  bucket   = "${local.name_prefix}-${each.key}"
  tags     = merge(local.common_tags, { Name = each.value })
}

resource "aws_s3_bucket_versioning" "v" {
  for_each = aws_s3_bucket.b
  bucket   = each.value.id
  versioning_configuration {
    status = var.versioning ? "Enabled" : "Suspended"
  }
}
'''
TF["tf_provisioner_connection"] = '''resource "null_resource" "bootstrap" {
  triggers = {
    instance_ids = join(",", aws_instance.web[*].id)
  }

  connection {
    type        = "ssh"
    host        = aws_instance.web[0].public_ip
    user        = "ubuntu"
    private_key = file(var.key_path)
  }

  provisioner "remote-exec" {
    inline = [
      "sudo apt-get update",
      "sudo apt-get install -y nginx",
    ]
  }
}
'''
TF["tf_moved_import"] = '''moved {
  from = aws_instance.old
  to   = aws_instance.web[0]
}

import {
  to = aws_s3_bucket.b["logs"]
  id = "my-logs-bucket"
}
'''
TF["tf_complex_expressions"] = '''locals {
  flat = flatten([
    for net_key, net in var.networks : [
      for subnet_key, subnet in net.subnets : {
        network_key = net_key
        subnet_key  = subnet_key
        cidr        = subnet.cidr_block
      }
    ]
  ])
  lookup_map = { for s in local.flat : "${s.network_key}.${s.subnet_key}" => s }
  first      = length(local.flat) > 0 ? local.flat[0].cidr : null
  ports      = distinct(concat(var.extra_ports, [80, 443]))
  is_prod    = contains(["prod", "production"], lower(var.environment))
}
'''
TF["tf_comments_styles"] = '''# Main network configuration
// Managed by the platform team
/*
  Legacy block kept for reference:
  resource "aws_vpc" "old" {}
*/
resource "aws_vpc" "main" {
  cidr_block = var.cidr # primary CIDR
  /* inline */ enable_dns_support = true
}
'''
TF["tf_count_conditional"] = '''resource "aws_eip" "nat" {
  count  = var.create_nat ? length(var.azs) : 0
  domain = "vpc"
  tags   = { Name = format("%s-nat-%d", var.name, count.index + 1) }
}
'''
TF["tf_legacy_syntax"] = '''resource "aws_instance" "old" {
  ami       = "${var.ami}"
  subnet_id = "${element(aws_subnet.main.*.id, count.index)}"
  zone      = "${aws_subnet.main.0.availability_zone}"
}
'''
TF["tf_error_missing_brace"] = '''resource "aws_instance" "web" {
  ami = "ami-123"
  tags = {
    Name = "web"

output "x" {
  value = 1
}
'''
TF["tf_error_unquoted_string"] = '''variable "region" {
  default = us-east-1
}
'''
TF["tf_error_bad_interp"] = '''resource "x" "y" {
  name = "prefix-${var.name"
  other = 1
}
'''
TF["tf_error_json_style"] = '''resource "x" "y" {
  "name": "value",
  "tags": {"a": "b"}
}
'''
TF["tf_error_extra_comma_attrs"] = '''resource "x" "y" {
  a = 1,
  b = 2,
}
'''
TF["tf_error_heredoc_unterminated"] = '''resource "x" "y" {
  policy = <<EOF
{ "a": 1 }
  EOF
}
'''
TF["tf_providers_alias"] = '''provider "aws" {
  alias  = "west"
  region = "us-west-2"

  assume_role {
    role_arn = "arn:aws:iam::123456789012:role/admin"
  }

  default_tags {
    tags = local.common_tags
  }
}
'''
TF["tf_check_block"] = '''check "health" {
  data "http" "site" {
    url = "https://${aws_lb.main.dns_name}/health"
  }

  assert {
    condition     = data.http.site.status_code == 200
    error_message = "${data.http.site.url} returned ${data.http.site.status_code}"
  }
}
'''
# ------------------------------------------------ realistic: Nomad
TF["nomad_job_service"] = '''job "web" {
  datacenters = ["dc1"]
  type        = "service"

  update {
    max_parallel     = 1
    min_healthy_time = "10s"
    healthy_deadline = "3m"
    auto_revert      = true
  }

  group "frontend" {
    count = 3

    network {
      port "http" {
        to = 8080
      }
    }

    service {
      name = "web"
      port = "http"
      tags = ["urlprefix-/"]

      check {
        type     = "http"
        path     = "/health"
        interval = "10s"
        timeout  = "2s"
      }
    }

    task "server" {
      driver = "docker"

      config {
        image = "nginx:1.25"
        ports = ["http"]
      }

      resources {
        cpu    = 500
        memory = 256
      }
    }
  }
}
'''
TF["nomad_job_template"] = '''job "app" {
  group "g" {
    task "t" {
      driver = "exec"

      template {
        data        = <<EOH
DB_HOST={{ key "app/db/host" }}
{{ range service "redis" }}REDIS={{ .Address }}:{{ .Port }}{{ end }}
EOH
        destination = "local/env"
        env         = true
        change_mode = "restart"
      }

      env {
        PORT    = "${NOMAD_PORT_http}"
        NODE_ID = "${node.unique.id}"
      }
    }
  }
}
'''
TF["nomad_batch_periodic"] = '''job "cleanup" {
  type = "batch"

  periodic {
    cron             = "0 */6 * * *"
    prohibit_overlap = true
  }

  constraint {
    attribute = "${attr.kernel.name}"
    value     = "linux"
  }

  group "cleanup" {
    restart {
      attempts = 2
      delay    = "30s"
      mode     = "fail"
    }
    task "run" {
      driver = "raw_exec"
      config {
        command = "/usr/local/bin/cleanup"
        args    = ["--older-than", "7d", "--dry-run=false"]
      }
    }
  }
}
'''
TF["nomad_variables_locals"] = '''variable "image_tag" {
  type    = string
  default = "latest"
}

locals {
  image = "registry.example.com/app:${var.image_tag}"
}

job "app" {
  meta = {
    version = var.image_tag
    owner   = "ops"
  }
  group "main" {
    task "app" {
      driver = "docker"
      config { image = local.image }
    }
  }
}
'''
TF["nomad_volume_csi"] = '''id        = "mysql"
name      = "mysql"
type      = "csi"
plugin_id = "aws-ebs0"

capacity_min = "10GiB"
capacity_max = "20GiB"

capability {
  access_mode     = "single-node-writer"
  attachment_mode = "file-system"
}

mount_options {
  fs_type     = "ext4"
  mount_flags = ["noatime"]
}
'''
TF["nomad_agent_config"] = '''data_dir  = "/opt/nomad/data"
bind_addr = "0.0.0.0"

server {
  enabled          = true
  bootstrap_expect = 3
  server_join {
    retry_join = ["10.0.0.10", "10.0.0.11", "10.0.0.12"]
  }
}

client {
  enabled = true
  host_volume "data" {
    path      = "/srv/data"
    read_only = false
  }
}

telemetry {
  collection_interval        = "1s"
  publish_allocation_metrics = true
}
'''
TF["nomad_error_missing_quote"] = '''job "web {
  group "g" {
    count = 1
  }
}
'''
TF["nomad_error_dup_attr"] = '''job "web" {
  type = "service"
  type = "batch"
  group "g" {
    count = 1
    count = 2
  }
}
'''
# ------------------------------------------------ realistic: Packer
TF["packer_amazon_ebs"] = '''packer {
  required_plugins {
    amazon = {
      version = ">= 1.2.0"
      source  = "github.com/hashicorp/amazon"
    }
  }
}

variable "region" {
  type    = string
  default = "us-east-1"
}

locals {
  timestamp = regex_replace(timestamp(), "[- TZ:]", "")
}

source "amazon-ebs" "ubuntu" {
  ami_name      = "my-ami-${local.timestamp}"
  instance_type = "t3.small"
  region        = var.region
  source_ami_filter {
    filters = {
      name                = "ubuntu/images/*ubuntu-jammy-22.04-amd64-server-*"
      root-device-type    = "ebs"
      virtualization-type = "hvm"
    }
    most_recent = true
    owners      = ["099720109477"]
  }
  ssh_username = "ubuntu"
}

build {
  name    = "ubuntu"
  sources = ["source.amazon-ebs.ubuntu"]

  provisioner "shell" {
    environment_vars = ["FOO=hello world"]
    inline = [
      "echo Installing Redis",
      "sleep 30",
      "sudo apt-get update",
      "sudo apt-get install -y redis-server",
    ]
  }

  post-processor "manifest" {
    output = "manifest.json"
  }
}
'''
TF["packer_docker"] = '''source "docker" "ubuntu" {
  image  = "ubuntu:jammy"
  commit = true
  changes = [
    "USER www-data",
    "WORKDIR /var/www",
    "ENV HOSTNAME www.example.com",
    "EXPOSE 80 443",
  ]
}

build {
  sources = ["source.docker.ubuntu"]

  provisioner "file" {
    source      = "app.tar.gz"
    destination = "/tmp/app.tar.gz"
  }

  post-processors {
    post-processor "docker-tag" {
      repository = "myrepo/app"
      tags       = ["latest", "1.0"]
    }
    post-processor "docker-push" {}
  }
}
'''
TF["packer_vars_file"] = '''region        = "eu-west-1"
instance_type = "t3.medium"
tags = {
  team = "platform"
  cost = "shared"
}
ami_users = ["111111111111", "222222222222"]
'''
TF["packer_dynamic_sources"] = '''source "null" "example" {
  communicator = "none"
}

build {
  dynamic "source" {
    for_each = var.targets
    labels   = ["null.example"]
    content {
      name = source.key
    }
  }

  provisioner "shell-local" {
    only   = ["null.first"]
    inline = ["echo ${source.name} ${build.ID}"]
  }
}
'''
TF["packer_error_block_equals"] = '''source "amazon-ebs" "x" {
  launch_block_device_mappings = {
    device_name = "/dev/sda1"
  }
  tags {
    Name = "x"
  }
  run_tags = {
    a = 1
  b = 2
}
'''
TF["tf_kubernetes_deployment"] = '''resource "kubernetes_deployment" "app" {
  metadata {
    name      = "app"
    namespace = kubernetes_namespace.ns.metadata[0].name
    labels = {
      "app.kubernetes.io/name" = "app"
    }
  }

  spec {
    replicas = var.replicas

    selector {
      match_labels = { app = "app" }
    }

    template {
      metadata {
        labels = { app = "app" }
      }
      spec {
        container {
          name  = "app"
          image = "${var.registry}/app:${var.tag}"

          dynamic "env" {
            for_each = var.env
            content {
              name  = env.key
              value = env.value
            }
          }

          resources {
            limits   = { cpu = "500m", memory = "256Mi" }
            requests = { cpu = "100m", memory = "128Mi" }
          }
        }
      }
    }
  }
}
'''
TF["tf_variable_optional_types"] = '''variable "settings" {
  type = object({
    name    = string
    port    = optional(number, 8080)
    tags    = optional(map(string), {})
    rules   = optional(list(object({ cidr = string, allow = bool })), [])
  })
  nullable = false
  sensitive = true
}

output "summary" {
  value = {
    for r in var.settings.rules : r.cidr => r.allow ? "allow" : "deny"
  }
  precondition {
    condition     = length(var.settings.rules) < 100
    error_message = <<-EOT
      Too many rules: ${length(var.settings.rules)}.
      Keep it under 100.
    EOT
  }
}
'''
TF["nomad_connect_sidecar"] = '''job "countdash" {
  datacenters = ["dc1"]

  group "api" {
    network {
      mode = "bridge"
    }

    service {
      name = "count-api"
      port = "9001"

      connect {
        sidecar_service {}
      }
    }

    task "web" {
      driver = "docker"
      config {
        image = "hashicorpdev/counter-api:v3"
      }
    }
  }

  group "dashboard" {
    network {
      mode = "bridge"
      port "http" {
        static = 9002
        to     = 9002
      }
    }

    service {
      name = "count-dashboard"
      port = "http"

      connect {
        sidecar_service {
          proxy {
            upstreams {
              destination_name = "count-api"
              local_bind_port  = 8080
            }
          }
        }
      }
    }

    task "dashboard" {
      driver = "docker"
      env {
        COUNTING_SERVICE_URL = "http://${NOMAD_UPSTREAM_ADDR_count_api}"
      }
      config {
        image = "hashicorpdev/counter-dashboard:v3"
      }
    }
  }
}
'''
for k, v in TF.items():
    case(k, v)



# ---------------------------------------------------------------- malformed directives and recovery (session 2)
# each checked against the reference for the full diagnostic list, not only the first
case('err_directive_01', 'a = "%{for v xs}a%{endfor}"\n')
case('err_directive_02', 'a = "%{for}x%{endfor}"\n')
case('err_directive_03', 'a = "%{for k, in xs}x%{endfor}"\n')
case('err_directive_04', 'a = "%{for k, 1 in xs}x%{endfor}"\n')
case('err_directive_05', 'a = "%{for 1 in xs}x%{endfor}"\n')
case('err_directive_06', 'a = "%{if x y}a%{endif}"\n')
case('err_directive_07', 'a = "%{if x}a%{else z}b%{endif}"\n')
case('err_directive_08', 'a = "%{if x}a%{endfor}"\n')
case('err_directive_09', 'a = "%{for v in xs}a%{endif}"\n')
case('err_directive_10', 'a = "%{if x}a%{else}b%{else}c%{endif}"\n')
case('err_directive_11', 'a = "%{for v in xs}a%{else}b%{endfor}"\n')
case('err_directive_12', 'a = "%{while x}a%{endwhile}"\n')
case('err_directive_13', 'a = "%{iff x}a%{endif}"\n')
case('err_directive_14', 'a = "%{ 1 }"\n')
case('err_directive_15', 'a = "%{if x}%{if y}a%{endif}"\n')
case('err_directive_16', 'a = "%{for v xs}%{if v}a%{endif}%{endfor}"\n')
case('err_directive_17', 'a = "${x}%{for v xs}${v}%{endfor}${y}"\n')
case('err_directive_18', 'a = "%{endif}%{for v xs}"\n')
case('err_directive_19', 'a = <<EOT\n%{for v xs}\n${v}\n%{endfor}\nEOT\n')
case('err_directive_20', 'a = <<EOT\n%{while}\nEOT\n')
case('err_directive_21', 'a = "%{if x"\n')
case('err_directive_22', 'a = "%{for v in xs"\n')
case('err_directive_23', 'a = "%{if x}a%{endif"\n')
case('err_directive_24', 'a = "%{if x}a%{endif}" + "%{fo v in y}%{endfor}"\n')
case('err_directive_25', 'a = "%{for v in xs}x%{endfor}"\nb = "%{for w ys}y%{endfor}"\n')
case('err_directive_26', 'a = [for "v" in xs : v]\nb = "%{wat}"\n')
case('err_directive_27', 'a = "%{if x}a%{elseif y}b%{endif}"\n')
case('err_directive_28', 'a = "%{for a, b, c in xs}x%{endfor}"\n')
case('err_directive_29', 'a = "%{if}a%{endif}"\n')
case('err_directive_30', 'a = "%{if x}a%{endif extra stuff}"\n')
case('err_directive_31', 'a = "%{for v in xs}%{ for w q }%{endfor}%{endfor}"\n')
case('err_directive_32', 'a = "%{~ while ~}"\n')
case('err_directive_33', 'a = "%{for v in [1,2}x%{endfor}"\n')
case('err_directive_34', 'a = "x ${"%{wat}"} y"\n')
case('err_directive_35', 'a = "%{if x}${"%{for}"}%{endif}"\n')
case('err_recovery_01', 'a = x ? 1\nb = 2 2\n')
case('err_recovery_02', 'a = x ? 1 2\nb = x ? 3 4\n')
case('err_recovery_03', 'a = [x ? 1 2]\n')
case('err_recovery_04', 'a = x ? 1\n')
case('err_recovery_05', 'a = 1 2\nb = x ? 1\nc = 3 3\n')
case('err_recovery_06', 'a { b = 1 c = 2 }\n')
case('err_recovery_07', 'a { b = 1 c }\n')
case('err_recovery_08', 'a { b = x ? 1 }\n')
case('err_recovery_09', 'a { b = x ? 1 2 }\n')
case('err_recovery_10', 'a { b = 1 + }\n')
case('err_recovery_11', 'a { b = f(1) g }\nc = 1 1\n')
case('err_recovery_12', 'a { b = 1 c = 2\n')
case('err_recovery_13', 'a { b = "x" "y" }\n')
case('err_recovery_14', 'a = [for 1 in xs : 1]\n')
case('err_recovery_15', 'a = {for k, 2 in xs : k => 1}\n')
case('err_recovery_16', 'a = {for "k" in xs : k => 1}\n')
case('err_recovery_17', 'a = [for k, v w in xs : k]\n')
case('err_recovery_18', 'a = x ? 1 : 2 3\n')
case('err_recovery_19', 'a = (x ? 1 2)\n')
case('err_recovery_20', 'a = f(x ? 1 2)\n')
case('err_recovery_21', 'a = x ? 1 ,\n')
case('err_recovery_22', 'a = 1\nb = x ? 1 2\nc = "%{wat}"\n')

# recovery classes found by the mutant generator (fresh seeds 26112 and 7331)
# a bad token right after a block's `{`: the skip stops at the first newline,
# also inside a bracket it opened
case('err_recovery_23', 'a {(\n  b = 1\n}\n\nc {\n}\n')
case('err_recovery_24', 'a {(\n\n  b = 1\n}\n')
case('err_recovery_25', 'a {[\n  b = 1\n}\n\nc = 1\n')
case('err_recovery_26', 'a {{\n  b = 1\n}\n}\nc {\n}\n')
# a quote inside an unclosed interpolation: the template goes on after it
case('err_recovery_27', 'h = "${t""}".\n')
case('err_recovery_28', 'c = {\n  p = "${p"h}/x"\n  }\n}\nt {\n  s = "../m"\n}\n')
# invalid escapes before an interpolation that fails
case('err_recovery_29', 'a = "\\q${"x"\n')
case('err_recovery_30', 'a = "\\q${x y}\\r\\w"\n')
# a conditional without false part as an object item's value, or its key
case('err_recovery_31', 'p = {\n  a = b ? c d\n  e = 1\n}\n')
case('err_recovery_32', 'p = {\n  a ? b = 1\n}\n')
# an index in recovery takes any token as its closer
case('err_recovery_33', 'v = [*][\n  for r in c :\n  r\n]\nz = 1\n')
# a dot without a name is reported in recovery mode too
case('err_recovery_34', 'd ""\nh = x.\n')

# recovery classes of fresh seeds 4242, 9001, 5150 and 27182
# recovering, an index takes the token after its key (or an empty key) as its
# closer and the expression goes on
case('err_recovery_35', 't""\ne=[][:\ne\n')
case('err_recovery_36', 't""\ne=a[1 2\nb\n')
# a legacy index step after a dot that stands for a missing operand
case('err_recovery_37', 'a = .56.0\nb = 1\n')
# a template with directives unterminated at the end of the file
case('err_recovery_38', 'x = <<EOF\nabc\nEOF%{ endif }\n')
case('err_recovery_39', 'x = "%{ for a in b }${a}')
# recovering, a leading '?' is a conditional on a placeholder
case('err_recovery_40', 'm {\n  "r" = 1\n}\np = ?"x"\n')
# a bad body item skips with the bracket stack: a stray ')' clears a '{'
case('err_recovery_41', 'p -""""{)\nt\n')

# recovery classes of fresh seeds 31337, 8086, 2718 and 6502
# '~}' closes an open brace (as a sequence end the parser rejects)
case('err_recovery_42', '"${""{~}//\n}\n')
# an if/for directive whose header expression fails is still balanced
case('err_recovery_43', 'e="%{for i in')
case('err_recovery_44', 'e="%{for i in }x"\n')
case('err_recovery_45', 'e="%{if a &&')
# the traversal after a template with a directive error
case('err_recovery_46', 'e="%{//\n}".')
# a bad quoted item skips to its body's closing brace
case('err_recovery_47', 'e""{\n""{}\np\n')
# a single-line block's skip read the block's own brace
case('err_recovery_48', 'y{s}\n{{}}\ns\n')
# "Missing function name" skips over the next parenthesised group
case('err_recovery_49', 'a = x::.y(1\n)\nb = 1\nc\n')
case('err_recovery_50', 'u=r::.\nb = 1\nc = f(1)\nd\n')

# a conditional's colon in a 'for' collection is not the for's colon
case('err_recovery_51', 'e = { for k, v in a?b.c : k => v }\n')

# recovery classes of the fresh-seed mutant runs (seeds 6502, 65535)
case('err_recovery_52', 'a = [for s in c : x ? y]\nb = 1 +\n')
case('err_recovery_53', 'a = [for s in c : x ? y ? z ...]\n')
case('err_recovery_54', 'a = {for k, v in c : k ? x => v ? w : u if z ? "${q}"}\n')
case('err_recovery_55', 'a = [for s in c : x ? y => z]\n')
case('err_recovery_56', 'b {\n{{w}}{{e}}\nEOF\n}\n')
case('err_recovery_57', 'b {\n  d = T\n{{- r "c" }}\nA=h{{- e }}\nEOT\n}\n')
case('err_recovery_58', 'a {\n  b {\n  {x}}{y}\n  z\n  }\n}\nw\n')
case('err_recovery_59', 'b {\n{[x]}} = 1\nc {\n}\nEOF\n')
# a template's directives are balanced after a broken interpolation: the
# skip to its end stops at the first '}'/'~}' closing a sequence at its level,
# which may close a brace opened inside it, and the template goes on there
# (seed 31337, nomad:1974)
case('err_recovery_60', 'a = <<EOM\n%{for i in x~}\n${a${b}\n%{endfor~}\nEOM\n}\nEOM\n')
case('err_recovery_61', 'a = "%{for i in x}${a {b} %{endfor~}}"\n')
case('err_recovery_62', 'a = "%{if x}${a b}"\n')
# a bracket in a directive header whose skip runs to the end of the file
# cuts the templates around it there; one that closes leaves the header
# broken after it
case('err_recovery_63', 'e="%{for i in [1 2}x"\n')
case('err_recovery_64', 'e="%{for i in [1 2}x%{endfor}"\n')
case('err_recovery_65', 'e=<<EOT\n%{for i in [1 2}x\n%{endfor}\nEOT\n')
case('err_recovery_66', 'e="%{for i in [1 2]x%{endfor}"\n')
case('err_recovery_67', 'e = ["%{for i in [1 2}x%{endfor}"]\n')
case('err_recovery_68', 'e="%{for i in [1 2}x')
# the templates around a broken sequence are balanced too
case('err_recovery_69', 'h = <<EOT\n%{if "%{if v[]}%{endif}"}x\nEOT\n')
case('err_recovery_70', 'a = "%{if "${"s"(a)"}x%{endif}"\n')
case('err_recovery_71', 'a = "%{for i in x}${[1 2]x}"\n')
case('err_recovery_72', 'a = "%{if x}${f(1 2}"\nb = 1\n')
case('err_recovery_73', 'a = "%{for i in x}${a b}%{endfor}"\nb = "%{if y}"\n')

# attribute-only splat errors (the reference points at the splat's star)
case('err_attr_splat_01', 'a = x.*.[\n')
case('err_attr_splat_02', 'a = x.*.*\n')
case('err_attr_splat_03', 'a = x.*.a.*\n')
case('err_attr_splat_04', 'a = x.*.a.[0]\n')
case('err_attr_splat_05', 'a = x.*.a.\n')
case('err_attr_splat_06', 'a = x.*.0.\n')
case('err_attr_splat_07', 'a = x[*].*\n')
case('err_attr_splat_08', 'a = x.*."a"\n')
case('err_attr_splat_09', 'a = x.a.[\n')
case('err_attr_splat_10', 'a = x.*.a.b.c.(\n')
case('err_attr_splat_11', 'a = x.*.1.b.+\n')
case('err_attr_splat_12', 'a = x.*\n')
case('err_attr_splat_13', 'a = [x.*.a.*]\n')
case('err_attr_splat_14', 'a = x.*.*.*\n')

# a group whose expression is complete takes the next token as its closer;
# then each enclosing construct recovers to its own closer and the body
# resumes after the line (seed 8086, terragrunt: e=((v=(""()))
case('err_recovery_80', 'e=((v=(""()))\ng\n')
case('err_recovery_81', 'e=((xv)=\ng\nh\n')
case('err_recovery_82', 'e=[(v=(""()))\ng\n')
# an error inside a group: the groups recover to their own ')' (here none)
case('err_recovery_83', 'e=((=)x\nc = (1)\nd\n')
# a group's recovery past the line, then the object's around it
case('err_recovery_84', 'e={a=(},{{="")x\nx = [\n1]\ny\n')
# an object's key/value separator error leaves the token to its recovery
case('err_recovery_85', 'e = {a {\nb = 1\n}\n}\nc\n')
# "Missing function name" inside brackets: the brackets recover after it
case('err_recovery_86', 'a = [x::.]\nb\n')
# recovering, "Unbalanced parentheses" is still reported
case('err_recovery_87', 't""\ne=(1 2)\nb\n')
# recovering, a leading '?' whose true result has errors of its own
case('err_recovery_88', 't""\npath = ?[1, 2\n')
case('err_recovery_89', 't""\npath = ?(1 2)\n')
# recovering, a call's missing separator and a missing function name are
# still reported
case('err_recovery_90', 't""\ne=f(1 2)\nb\n')
case('err_recovery_91', 't""\ne=x::.\nb\n')
# a term that reported an error is not continued by an operator
case('err_recovery_92', 'e=((vv)v+=\nc = (1)\nd\n')
# recovering from an earlier error: a block's '{...}{...}' line, a stray '}',
# calls, groups and conditionals left open at the end of the file; a
# conditional missing its colon in a call's argument (seeds 65535, 11)
case('err_recovery_100', 'x\ne = t(e\na = "h"\n')
case('err_recovery_101', 'x\ne = t(e\n')
case('err_recovery_102', 'b {\n  c_}\n  d = f(1 2)\n  e = f(\n')
case('err_recovery_103', 'b {\n  c_}\nd = f(1 2)\n}\n')
case('err_recovery_104', 'x\ne = a ?\n')
case('err_recovery_105', 'x\ne = [a ?\n')
case('err_recovery_106', 'x\ne = {a = b ?\n')
case('err_recovery_107', 'x\ne = f((\n')
case('err_recovery_108', 'x\ne = f(a ? b\n')
case('err_recovery_109', 'x\ne = f(a ? b :\n')
case('err_recovery_110', 'x\ne = f(g(\n')
case('err_recovery_111', 'x\ne = f(a...\n')
case('err_recovery_112', 'x\ne = (a ?\n')
case('err_recovery_113', 'a = try(v ? a)u)\n')
case('err_recovery_114', 'a = f(v ? a)u\n')
case('err_recovery_115', 'a = f(v ? a, b c)\n')
case('err_recovery_116', 'a = f(v ? a ? b)u\n')
case('err_recovery_117', 'e = a::b::f(1, 2\n')
case('err_recovery_118', 'x\ne = a::b::f(1, \n')
case('err_recovery_119', 'x\ne = ns::f(\n')
# a splat on a missing operand: the reference reads it (and an index
# that takes the token after its key as its ']') in recovery mode (seed 99)
case('err_recovery_120', 'o {\n  v = .*[\n    a\n  ]\n}\nb\n')
case('err_recovery_121', 'v = .*[\n  a\n]\nb\n')
case('err_recovery_122', 'v = .*[a]\nb\n')
case('err_recovery_123', 'v = *[a]\nb\n')
case('err_recovery_124', 'v = .[a]\nb\n')
case('err_recovery_125', 'o {\n  v = .*[\n    for r in x :\n    r.n if r.d\n  ]\n}\nb\n')

def ucase(name, text):
    case(name, text)


# ------------------------------------------- namespaced functions (v2.20+)
ucase("ns_call_simple", "a = provider::aws::arn_parse(x)\n")
ucase("ns_call_one_level", "a = core::length(xs)\n")
ucase("ns_call_deep", "a = a::b::c::d::e(1, 2)\n")
ucase("ns_call_nested", "a = ns::f(ns::g(x), h(y))\n")
ucase("ns_call_in_template", 'a = "${ns::f(x)} and %{if ns::g()}y%{endif}"\n')
ucase("ns_call_expand", "a = ns::f(1, xs...)\n")
ucase("ns_call_multiline", "a = provider::p::f(\n  1,\n  2,\n)\n")
ucase("ns_call_traversal_after", "a = ns::f(x).y[0]\n")
ucase("ns_call_in_for", "a = [for v in ns::list() : ns::tr(v)]\n")
ucase("ns_call_dash_names", "a = my-ns::my-func(1)\n")
ucase("ns_call_missing_name", "a = provider::aws::(x)\n")
ucase("ns_call_trailing_colons_eof", "a = foo::\n")
ucase("ns_call_no_parens", "a = foo::bar\nb = 1\n")
ucase("ns_call_single_colon", "a = foo:bar(x)\n")
ucase("ns_call_spaces_around", "a = foo :: bar(x)\n")
ucase("ns_call_triple_colon", "a = foo:::bar(x)\n")
ucase("ns_call_number_segment", "a = foo::1(x)\n")
ucase("ns_call_in_block", "r \"x\" {\n  v = provider::aws::f(var.a)\n}\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    for name in sorted(CASES):
        with open(os.path.join(OUT, name + ".hcl"), "wb") as f:
            f.write(CASES[name])
    print(f"wrote {len(CASES)} inputs to {OUT}")


if __name__ == "__main__":
    main()
