# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({absent = object({x = number}), b = object({x = number})})
result = {
  "absent" = null
  "b" = {
    "x" = 1
  }
}
