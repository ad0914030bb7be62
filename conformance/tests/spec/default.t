# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = number, b = number})
result = {
  "a" = 10
  "b" = 2
}
