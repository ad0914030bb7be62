# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = number, b = number})
result = {
  "a" = 1
  "b" = 2
}
