#!/usr/bin/env python3
"""JSON-syntax corpus (issue 6): tests/corpus/json/NAME.json inputs (valid and
malformed) decoded with one spec, tests/corpus/json/spec.hcldec; NAME.expect.json =
{"exit", "stdout", "stderr"} from
  hcldec --spec=spec.hcldec --diags=json --with-type --keep-nulls NAME.json
run inside the folder (the latest reference, hcl v2.24 + go-cty v1.16; see oracles.py). Also NAME.varrefs.expect.json from
  hcldec --spec=spec.hcldec --diags=json --var-refs NAME.json
usage: gen_json.py [--hcldec PATH] [--seed S]
"""
import argparse
import json
import os
import random
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import jsonfmt  # noqa: E402
import oracles  # noqa: E402

SPEC = '''# Spec for the JSON-syntax corpus: every attribute type and block kind.
variables {
  name  = "world"
  n     = 3
  items = ["a", "b"]
  cfg   = { k = "v", on = true }
}

object {
  attr "name" { type = string }
  attr "count" { type = number }
  attr "enabled" { type = bool }
  attr "tags" { type = map(string) }
  attr "ports" { type = list(number) }
  attr "meta" { type = any }
  attr "greeting" { type = string }
  attr "pair" { type = object({ a = number, b = string }) }
  attr "uniq" { type = set(string) }
  attr "tuple" { type = tuple([string, number]) }
  block "settings" {
    object {
      attr "debug" { type = bool }
      attr "level" { type = number }
    }
  }
  block_list "service" {
    object {
      attr "port" { type = number }
      attr "host" { type = string }
    }
  }
  block_map "resource" {
    labels = ["type", "name"]
    object {
      attr "size" { type = number }
      attr "value" { type = list(string) }
    }
  }
  block_set "rule" {
    object {
      attr "allow" { type = bool }
    }
  }
  block "env" {
    object {
      attr "HOME" { type = string }
      attr "A" { type = string }
      attr "B" { type = string }
    }
  }
  block_map "module" {
    labels = ["name"]
    object {
      attr "source" { type = string }
      block_list "input" {
        object {
          attr "v" { type = map(number) }
        }
      }
    }
  }
}
'''

CASES = {}


def case(name, text):
    assert name not in CASES, name
    CASES[name] = text if isinstance(text, bytes) else text.encode("utf-8")


def j(v):
    return json.dumps(v, indent=2, ensure_ascii=False) + "\n"


# ------------------------------------------------------------ valid basics
case("empty_object", "{}")
case("empty_object_newline", "{}\n")
case("empty_object_spaces", "  {  }  \n")
case("attrs_all_types", j({"name": "x", "count": 5, "enabled": True, "tags": {"a": "b"}, "ports": [80, 443],
                           "meta": {"k": [1, "two", None]}}))
case("attr_string_template", j({"greeting": "Hello, ${name}!"}))
case("attr_string_template_expr", j({"greeting": "${n + 1} ${upper(name)}"}))
case("attr_string_template_directives", j({"greeting": "%{if n > 2}big%{else}small%{endif} %{for i in items}${i},%{endfor}"}))
case("attr_string_template_strip", j({"greeting": "a  ${~ name ~}  b"}))
case("attr_string_escaped_interp", j({"greeting": "$${name} %%{if}"}))
case("attr_string_json_escapes", '{"greeting": "tab\\t nl\\n quote\\" bs\\\\ slash\\/ u\\u00e9 bmp\\u4e2d pair\\ud83d\\ude00"}\n')
case("attr_string_unicode_raw", j({"greeting": "日本語 👍🏽 e\u0301"}))
case("attr_number_forms", '{"count": 1.5e3}\n')
case("attr_number_negative", '{"count": -0.25}\n')
case("attr_number_zero_frac", '{"count": 1.0}\n')
case("attr_number_big", '{"count": 123456789012345678901234567890.123456789}\n')
case("attr_number_exp_upper", '{"count": 2E-3}\n')
case("attr_number_negative_zero", '{"count": -0}\n')
case("attr_number_huge_exp", '{"count": 1e400}\n')
case("attr_number_tiny_exp", '{"count": 1e-400}\n')
case("attr_number_from_string", j({"count": "42"}))
case("attr_number_from_template", j({"count": "${n * 2}"}))
case("attr_bool_from_string", j({"enabled": "true"}))
case("attr_bool_from_template", j({"enabled": "${n > 1}"}))
case("attr_nulls", j({"name": None, "count": None, "tags": None, "meta": None}))
case("attr_map_values_templates", j({"tags": {"a": "${name}", "b": "x-${n}"}}))
case("attr_map_number_values", j({"tags": {"a": 1, "b": True}}))
case("attr_list_from_strings", j({"ports": ["80", "${n}"]}))
case("attr_meta_nested", j({"meta": {"a": {"b": {"c": [1, [2, [3, {"d": None}]]]}}}}))
case("attr_meta_template_in_nested", j({"meta": {"x": ["${name}", {"y": "${n}"}]}}))
case("attr_meta_empty_collections", j({"meta": {"a": [], "b": {}}}))
case("attr_pair_object", j({"pair": {"a": 1, "b": "x"}}))
case("attr_pair_object_convert", j({"pair": {"a": "2", "b": 3}}))
case("attr_pair_missing_attr", j({"pair": {"a": 1}}))
case("attr_pair_extra_attr", j({"pair": {"a": 1, "b": "x", "c": 2}}))
case("attr_set", j({"uniq": ["b", "a", "b"]}))
case("attr_tuple", j({"tuple": ["x", 1]}))
case("attr_tuple_wrong_len", j({"tuple": ["x"]}))
case("attr_tuple_convert", j({"tuple": [1, "2"]}))
case("comment_property", j({"//": "a comment", "name": "x"}))
case("comment_property_object", j({"//": {"any": ["thing"]}, "name": "x"}))
case("comment_property_in_block", j({"settings": {"//": "c", "debug": True}}))
case("comment_property_number", j({"//": 1}))
case("key_order_irrelevant", '{"enabled": false, "name": "z", "count": 0}\n')
case("whitespace_variety", '{\t"name"\t:\t"x" ,\r\n "count"  :1}\r\n')
case("crlf_lines", '{\r\n  "name": "x",\r\n  "count": 2\r\n}\r\n')
case("minified", '{"name":"x","count":1,"enabled":false,"ports":[1,2],"settings":{"debug":true}}')
case("unicode_key_ignored_error", j({"ñame": "x"}))

# ------------------------------------------------------------ blocks
case("block_single", j({"settings": {"debug": True, "level": 2}}))
case("block_single_empty", j({"settings": {}}))
case("block_single_as_array", j({"settings": [{"debug": True}]}))
case("block_single_array_two", j({"settings": [{"debug": True}, {"debug": False}]}))
case("block_single_array_empty", j({"settings": []}))
case("block_single_null", j({"settings": None}))
case("block_single_wrong_type_string", j({"settings": "x"}))
case("block_single_wrong_type_number", j({"settings": 1}))
case("block_single_array_of_non_objects", j({"settings": [1, 2]}))
case("block_list_one_object", j({"service": {"port": 80, "host": "a"}}))
case("block_list_array", j({"service": [{"port": 80}, {"port": 81, "host": "b"}]}))
case("block_list_empty_array", j({"service": []}))
case("block_list_template_attr", j({"service": [{"host": "${name}.local", "port": "${n}"}]}))
case("block_list_unknown_attr", j({"service": [{"port": 80, "nope": 1}]}))
case("block_list_null", j({"service": None}))
case("block_map_two_labels", j({"resource": {"aws": {"web": {"size": 1}}}}))
case("block_map_many", j({"resource": {"aws": {"web": {"size": 1}, "db": {"size": 2}}, "gcp": {"vm": {"value": [1]}}}}))
case("block_map_label_array", j({"resource": {"aws": [{"web": {"size": 1}}, {"db": {"size": 2}}]}}))
case("block_map_body_array", j({"resource": {"aws": {"web": [{"size": 1}]}}}))
case("block_map_body_array_two", j({"resource": {"aws": {"web": [{"size": 1}, {"size": 2}]}}}))
case("block_map_missing_label", j({"resource": {"aws": {"size": 1}}}))
case("block_map_label_not_object", j({"resource": {"aws": "x"}}))
case("block_map_empty", j({"resource": {}}))
case("block_map_top_array", j({"resource": [{"aws": {"web": {"size": 1}}}, {"aws": {"db": {"size": 2}}}]}))
case("block_map_duplicate_labels", j({"resource": [{"aws": {"web": {"size": 1}}}, {"aws": {"web": {"size": 2}}}]}))
case("block_map_unicode_labels", j({"resource": {"ẞ": {"日本": {"size": 1}}}}))
case("block_map_label_with_template_chars", j({"resource": {"${name}": {"x": {"size": 1}}}}))
case("block_map_empty_label", j({"resource": {"": {"": {"size": 1}}}}))
case("block_map_value_nested_object", j({"resource": {"a": {"b": {"value": {"x": ["${name}"]}}}}}))
case("block_set_array", j({"rule": [{"allow": True}, {"allow": False}, {"allow": True}]}))
case("block_set_single", j({"rule": {"allow": True}}))
case("block_set_template", j({"rule": [{"allow": "${n > 0}"}]}))
case("block_attrs_env", j({"env": {"A": "1", "B": "${name}"}}))
case("block_attrs_env_number", j({"env": {"A": 1}}))
case("block_attrs_env_object_value", j({"env": {"A": {"x": 1}}}))
case("block_attrs_env_empty", j({"env": {}}))
case("block_attrs_env_array", j({"env": [{"A": "1"}]}))
case("block_attrs_env_array_two", j({"env": [{"A": "1"}, {"B": "2"}]}))
case("nested_blocks_module", j({"module": {"m1": {"source": "./m", "input": [{"v": 1}, {"v": "${items}"}]}}}))
case("nested_blocks_module_input_object", j({"module": {"m1": {"input": {"v": {"k": "v"}}}}}))
case("nested_blocks_module_unknown", j({"module": {"m1": {"bogus": 1}}}))
case("nested_blocks_module_two", j({"module": {"a": {"source": "x"}, "b": {"source": "y"}}}))
case("everything", j({"name": "n", "count": 1, "enabled": True, "tags": {"t": "v"}, "ports": [1], "meta": None,
                      "greeting": "hi ${name}", "pair": {"a": 1, "b": "c"}, "uniq": ["x"], "tuple": ["a", 2],
                      "settings": {"debug": False, "level": 0}, "service": [{"port": 1, "host": "h"}],
                      "resource": {"t": {"n": {"size": 3, "value": "v"}}}, "rule": [{"allow": True}],
                      "env": {"K": "V"}, "module": {"m": {"source": "s", "input": [{"v": None}]}}}))

# ------------------------------------------------------ semantic errors
case("err_unsupported_argument", j({"nope": 1}))
case("err_unsupported_argument_typo", j({"nmae": "x"}))
case("err_unsupported_block_attr", j({"settings": {"debug": True, "bogus": 2}}))
case("err_type_string_for_number", j({"count": "abc"}))
case("err_type_object_for_string", j({"name": {"a": 1}}))
case("err_type_array_for_string", j({"name": ["a"]}))
case("err_type_bool_for_number", j({"count": True}))
case("err_type_number_for_bool", j({"enabled": 1}))
case("err_type_list_elem", j({"ports": [80, "x"]}))
case("err_type_list_from_object", j({"ports": {"a": 1}}))
case("err_type_map_from_array", j({"tags": ["a"]}))
case("err_type_map_nested", j({"tags": {"a": {"b": 1}}}))
case("err_template_unknown_var", j({"greeting": "${nope}"}))
case("err_template_unknown_func", j({"greeting": "${nofunc(1)}"}))
case("err_template_syntax", j({"greeting": "${"}))
case("err_template_syntax_unclosed_if", j({"greeting": "%{if true}x"}))
case("err_template_bad_expr", j({"greeting": "${1 +}"}))
case("err_template_in_map", j({"tags": {"a": "${1 +}"}}))
case("err_template_in_nested_meta", j({"meta": {"a": ["ok", "${nope.x}"]}}))
case("err_template_in_block", j({"settings": {"level": "${nope}"}}))
case("err_template_multiline_pos", '{\n  "greeting": "line\\none ${nope}"\n}\n')
case("err_template_after_escapes", '{"greeting": "\\u00e9\\t\\"${nope}"}\n')
case("err_template_wrong_type_result", j({"count": "${name}"}))
case("err_template_list_in_string", j({"greeting": "${items}"}))
case("err_duplicate_property", '{"name": "a", "name": "b"}\n')
case("err_duplicate_property_nested_block", '{"settings": {"debug": true, "debug": false}}\n')
case("err_duplicate_property_meta", '{"meta": {"a": 1, "a": 2}}\n')
case("err_duplicate_block_single", '{"settings": {"debug": true}, "settings": {"debug": false}}\n')
case("err_block_as_attr", j({"settings": True}))
case("err_attr_as_block", j({"name": {"debug": True}}))
case("err_multiple_errors", j({"count": "x", "enabled": "y", "nope": 1, "greeting": "${nope}"}))
case("err_top_level_array", "[]\n")
case("err_top_level_array_of_objects", '[{"name": "x"}]\n')
case("err_top_level_string", '"x"\n')
case("err_top_level_number", "1\n")
case("err_top_level_null", "null\n")
case("err_top_level_true", "true\n")
case("err_pair_wrong_type", j({"pair": {"a": "x", "b": "y"}}))
case("err_tuple_wrong_type", j({"tuple": ["a", "b"]}))
case("err_rule_wrong_type", j({"rule": [{"allow": "maybe"}]}))
case("err_env_array_of_strings", j({"env": ["a"]}))
case("err_module_label_array_of_non_object", j({"module": {"m": [1]}}))
case("err_module_body_string", j({"module": {"m": "x"}}))

# ------------------------------------------------------ malformed JSON
MAL = {
    "mal_empty_file": "",
    "mal_whitespace_only": "   \n\t\n",
    "mal_trailing_comma_object": '{"name": "x",}\n',
    "mal_trailing_comma_array": '{"ports": [1, 2,]}\n',
    "mal_leading_comma": '{, "name": "x"}\n',
    "mal_double_comma": '{"name": "x",, "count": 1}\n',
    "mal_missing_comma": '{"name": "x" "count": 1}\n',
    "mal_missing_comma_array": '{"ports": [1 2]}\n',
    "mal_missing_colon": '{"name" "x"}\n',
    "mal_double_colon": '{"name":: "x"}\n',
    "mal_equals_instead_of_colon": '{"name" = "x"}\n',
    "mal_missing_value": '{"name": }\n',
    "mal_unquoted_key": '{name: "x"}\n',
    "mal_single_quoted_key": "{'name': \"x\"}\n",
    "mal_single_quoted_value": "{\"name\": 'x'}\n",
    "mal_number_key": '{1: "x"}\n',
    "mal_comment_line": '{\n  // comment\n  "name": "x"\n}\n',
    "mal_comment_hash": '{\n  # comment\n  "name": "x"\n}\n',
    "mal_comment_block": '{/* c */ "name": "x"}\n',
    "mal_unclosed_object": '{"name": "x"\n',
    "mal_unclosed_array": '{"ports": [1, 2\n}\n',
    "mal_unclosed_string": '{"name": "x}\n',
    "mal_unclosed_string_eof": '{"name": "x',
    "mal_unclosed_nested": '{"meta": {"a": [1, {"b": 2}\n',
    "mal_extra_close_brace": '{"name": "x"}}\n',
    "mal_extra_close_bracket": '{"ports": [1]]}\n',
    "mal_two_objects": '{"name": "x"}\n{"count": 1}\n',
    "mal_trailing_garbage": '{"name": "x"} garbage\n',
    "mal_trailing_garbage_number": '{"name": "x"} 1\n',
    "mal_mismatched_brackets": '{"ports": [1, 2}\n',
    "mal_bad_escape_x": '{"name": "\\x41"}\n',
    "mal_bad_escape_single_quote": '{"name": "\\\'"}\n',
    "mal_bad_escape_u_short": '{"name": "\\u12"}\n',
    "mal_bad_escape_u_nonhex": '{"name": "\\uZZZZ"}\n',
    "mal_bad_escape_at_eof": '{"name": "\\',
    "mal_lone_high_surrogate": '{"name": "\\ud800"}\n',
    "mal_lone_low_surrogate": '{"name": "\\udc00"}\n',
    "mal_surrogate_pair_reversed": '{"name": "\\ude00\\ud83d"}\n',
    "mal_control_char_in_string": '{"name": "a\tb"}\n',
    "mal_newline_in_string": '{"name": "a\nb"}\n',
    "mal_nul_in_string": b'{"name": "a\x00b"}\n',
    "mal_nul_outside": b'{"name": "x"}\x00\n',
    "mal_invalid_utf8_string": b'{"name": "\xff\xfe"}\n',
    "mal_invalid_utf8_key": b'{"n\xc3me": "x"}\n',
    "mal_invalid_utf8_outside": b'{"name": "x"\xff}\n',
    "mal_overlong_utf8": b'{"name": "\xc0\xaf"}\n',
    "mal_bom": b'\xef\xbb\xbf{"name": "x"}\n',
    "mal_leading_zero": '{"count": 01}\n',
    "mal_plus_sign": '{"count": +1}\n',
    "mal_leading_dot": '{"count": .5}\n',
    "mal_trailing_dot": '{"count": 1.}\n',
    "mal_exp_no_digits": '{"count": 1e}\n',
    "mal_exp_sign_no_digits": '{"count": 1e+}\n',
    "mal_hex_number": '{"count": 0x10}\n',
    "mal_nan": '{"count": NaN}\n',
    "mal_infinity": '{"count": Infinity}\n',
    "mal_neg_infinity": '{"count": -Infinity}\n',
    "mal_minus_alone": '{"count": -}\n',
    "mal_double_minus": '{"count": --1}\n',
    "mal_true_capitalized": '{"enabled": True}\n',
    "mal_null_capitalized": '{"name": Null}\n',
    "mal_truncated_true": '{"enabled": tru}\n',
    "mal_truncated_null": '{"name": nul}\n',
    "mal_bare_word": '{"name": hello}\n',
    "mal_undefined": '{"name": undefined}\n',
    "mal_only_open_brace": "{",
    "mal_only_close_brace": "}",
    "mal_only_open_bracket": "[",
    "mal_colon_only": ":",
    "mal_key_without_object": '"name": "x"\n',
    "mal_object_in_key": '{{"a": 1}: 2}\n',
    "mal_array_as_key": '{[1]: 2}\n',
    "mal_nested_trailing_comma": '{"settings": {"debug": true,}}\n',
    "mal_error_on_later_line": '{\n  "name": "x",\n  "count": 1,\n  "ports": [1, 2,,]\n}\n',
    "mal_error_after_unicode": '{"greeting": "日本語👍🏽", "count": ?}\n',
    "mal_error_after_crlf": '{\r\n  "name": "x",\r\n  "count": @\r\n}\r\n',
    "mal_tab_before_error": '{\t\t"name": \t!}\n',
    "mal_js_style_object": '{name: "x", count: 1,}\n',
    "mal_python_dict": "{'name': 'x', 'enabled': True}\n",
    "mal_hcl_syntax": 'name = "x"\ncount = 1\n',
    "mal_yaml_syntax": "name: x\ncount: 1\n",
    "mal_deep_unclosed": "{\"meta\": " + "[" * 200 + "\n",
    "mal_deep_closed_ok_40": "{\"meta\": " + "[" * 40 + "]" * 40 + "}\n",
    "mal_deep_objects": "{\"meta\": " + '{"a": ' * 40 + "1" + "}" * 40 + "}\n",
    "mal_string_backslash_newline": '{"name": "a\\\nb"}\n',
    "mal_escaped_slash_ok": '{"name": "a\\/b"}\n',
    "mal_empty_key": '{"": 1}\n',
    "mal_whitespace_key": '{" name": "x"}\n',
    "mal_unicode_escape_key": '{"n\\u0061me": "x"}\n',
    "mal_vertical_tab_ws": '{\x0b"name": "x"}\n',
    "mal_form_feed_ws": '{\x0c"name": "x"}\n',
    "mal_nbsp_ws": '{\u00a0"name": "x"}\n',
    "mal_number_then_letters": '{"count": 12abc}\n',
    "mal_fraction_no_leading": '{"count": -.5}\n',
    "mal_huge_integer_literal": '{"count": ' + "9" * 400 + "}\n",
    "mal_array_trailing_comma_nested": '{"meta": [[1,], 2]}\n',
    "mal_string_with_only_quote": '{"name": """}\n',
    "mal_unterminated_after_escape_quote": '{"name": "abc\\"}\n',
    "mal_comma_after_top_object": '{"name": "x"},\n',
    "mal_multiple_errors": '{"name": , "count": , "enabled": }\n',
}
for k, v in MAL.items():
    case(k, v)


def random_valid(rng, i):
    doc = {}
    for key in rng.sample(["name", "count", "enabled", "tags", "ports", "meta", "greeting", "settings", "service",
                           "resource", "rule", "env", "module", "uniq", "pair", "//"], rng.randint(1, 6)):
        doc[key] = rand_value(rng, key, 2)
    return doc


def rand_template(rng):
    return rng.choice(["plain", "${name}", "${n}", "x-${n + 1}", "${upper(name)}" if False else "${cfg.k}",
                       "%{if cfg.on}on%{endif}", "%{for i in items}${i}%{endfor}", "${items[0]}", "ü${name}👍",
                       "$${lit}", "${~ name ~} ", "${n > 1}", ""])


def rand_value(rng, key, depth):
    bad = rng.random() < 0.12
    if key in ("name", "greeting"):
        return rng.choice([1, True, ["x"], {"a": 1}]) if bad else rand_template(rng)
    if key == "count":
        return rng.choice(["x", [1], {"a": 1}]) if bad else rng.choice([0, 1, -5, 2.5, 1e20, "7", "${n}", None])
    if key == "enabled":
        return rng.choice(["nah", 2]) if bad else rng.choice([True, False, "true", "${n > 1}", None])
    if key == "tags":
        return rng.choice([["a"], {"a": [1]}]) if bad else {rng.choice(["a", "b", "c"]): rand_template(rng)
                                                            for _ in range(rng.randint(0, 3))}
    if key == "ports":
        return rng.choice([["x"], {"a": 1}]) if bad else [rng.choice([1, 80, "443", "${n}"]) for _ in range(rng.randint(0, 3))]
    if key == "uniq":
        return [rng.choice(["a", "b", "${name}"]) for _ in range(rng.randint(0, 3))]
    if key == "pair":
        return {"a": rng.choice([1, "2", "x"]), "b": rng.choice(["s", 3])}
    if key in ("meta", "//"):
        return rand_any(rng, depth)
    if key == "settings":
        body = {k: v for k, v in (("debug", rng.choice([True, False, "${cfg.on}"])), ("level", rng.choice([1, 2, "3"])))
                if rng.random() < 0.7}
        if bad:
            body["bogus"] = 1
        return [body] if rng.random() < 0.3 else body
    if key == "service":
        items = [{"port": rng.choice([80, "81", "${n}"]), "host": rand_template(rng)} for _ in range(rng.randint(0, 3))]
        if bad and items:
            items[0]["extra"] = True
        return items if len(items) != 1 or rng.random() < 0.5 else items[0]
    if key == "resource":
        return {rng.choice(["aws", "gcp"]): {rng.choice(["web", "db", "x"]): {"size": rng.choice([1, 2, "${n}"]),
                                                                             "value": rand_any(rng, 1)}}
                for _ in range(rng.randint(1, 2))}
    if key == "rule":
        return [{"allow": rng.choice([True, False, "${n > 2}"])} for _ in range(rng.randint(1, 3))]
    if key == "env":
        return {rng.choice(["A", "B", "HOME"]): rand_template(rng) for _ in range(rng.randint(0, 3))}
    if key == "module":
        return {rng.choice(["m1", "m2"]): {"source": rand_template(rng),
                                           "input": [{"v": rand_any(rng, 1)} for _ in range(rng.randint(0, 2))]}}
    return None


def rand_any(rng, depth):
    k = rng.randrange(7 if depth > 0 else 5)
    if k == 0:
        return rng.choice([0, 1.5, -3, 10 ** 20])
    if k == 1:
        return rand_template(rng)
    if k == 2:
        return rng.choice([True, False])
    if k == 3:
        return None
    if k == 4:
        return rng.choice(["${items}", "${cfg}", "${nope}"]) if rng.random() < 0.2 else "x"
    if k == 5:
        return [rand_any(rng, depth - 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["a", "b", "c", "d"]): rand_any(rng, depth - 1) for _ in range(rng.randint(0, 3))}


def run(exe, d, name, extra):
    p = subprocess.run([exe, "--spec=spec.hcldec", "--diags=json"] + extra + [name], cwd=d, capture_output=True, timeout=30)
    parse = dict(parse_int=jsonfmt.RawNum, parse_float=jsonfmt.RawNum)
    out = json.loads(p.stdout, **parse) if p.stdout.strip() else None
    err = p.stderr.decode("utf-8", "replace")
    try:
        err = json.loads(err, **parse) if err.strip() else None
    except ValueError:
        pass
    return jsonfmt.canon_result({"exit": p.returncode, "stdout": out, "stderr": err})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--hcldec", default=None, help="hcldec (default: the latest reference)")
    ap.add_argument("--seed", type=int, default=606)
    ap.add_argument("--random", type=int, default=110)
    a = ap.parse_args()
    a.hcldec = a.hcldec or oracles.hcldec()
    rng = random.Random(a.seed)
    for i in range(a.random):
        doc = random_valid(rng, i)
        text = json.dumps(doc, indent=rng.choice([None, 2, 4]), ensure_ascii=rng.random() < 0.3) + "\n"
        case("rand_%03d" % i, text)
    out = os.path.join(here, "..", "corpus", "json")
    os.makedirs(out, exist_ok=True)
    for fn in os.listdir(out):
        if fn.endswith((".json", ".hcldec")):
            os.remove(os.path.join(out, fn))
    with open(os.path.join(out, "spec.hcldec"), "w", encoding="utf-8") as fh:
        fh.write(SPEC)
    n_ok = 0
    for name in sorted(CASES):
        fn = name + ".json"
        with open(os.path.join(out, fn), "wb") as fh:
            fh.write(CASES[name])
        res = run(a.hcldec, out, fn, ["--with-type", "--keep-nulls"])
        n_ok += res["exit"] == 0
        refs = run(a.hcldec, out, fn, ["--var-refs"])
        with open(os.path.join(out, name + ".expect.json"), "w", encoding="utf-8") as fh:
            fh.write(jsonfmt.dumps(res) + "\n")
        with open(os.path.join(out, name + ".varrefs.expect.json"), "w", encoding="utf-8") as fh:
            fh.write(jsonfmt.dumps(refs) + "\n")
    print(f"json: {len(CASES)} inputs ({n_ok} decode ok)")


if __name__ == "__main__":
    main()
