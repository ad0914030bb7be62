# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({café = number, naïve_x = number})
result = {
  "café" = 1
  "naïve_x" = 2
}
