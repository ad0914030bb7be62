# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = object({})})
result = {
  "a" = {}
}
