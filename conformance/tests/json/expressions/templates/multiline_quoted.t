# JSON-only companion of the native fixture expressions/templates/multiline_quoted (native: a quoted template may not span lines)
# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = string})
result = {
  "a" = "a"
}
