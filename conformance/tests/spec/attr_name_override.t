# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({alias = number})
result = {
  "alias" = 1
}
