# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({f = bool, n = any, t = bool})
result = {
  "f" = false
  "n" = null
  "t" = true
}
