# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({directive = string, empty = string, indented = string, interp = string, marker_in_text = string, plain = string})
result = {
  "directive" = "- a\n- b\n"
  "empty" = ""
  "indented" = "first\n  second\nthird\n"
  "interp" = "sum: 3\n"
  "marker_in_text" = "not EOT yet\n"
  "plain" = "hello\n  world\n"
}
