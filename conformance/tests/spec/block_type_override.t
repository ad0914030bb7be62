# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({alias = object({x = number})})
result = {
  "alias" = {
    "x" = 1
  }
}
