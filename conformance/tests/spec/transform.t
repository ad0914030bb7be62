# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({count = number, doubled = number})
result = {
  "count" = 2
  "doubled" = 6
}
