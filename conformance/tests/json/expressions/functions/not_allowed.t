# JSON-only companion of the native fixture expressions/functions/not_allowed
# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = string})
result = {
  "a" = "$${double(1)}"
}
