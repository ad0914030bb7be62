# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({and = bool, chain = bool, not = bool, or = bool})
result = {
  "and" = false
  "chain" = true
  "not" = false
  "or" = true
}
