# JSON-only companion of the native fixture expressions/collections/object_missing_separator
# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({o = object({a = number, b = number})})
result = {
  "o" = {
    "a" = 1
    "b" = 2
  }
}
