# attributes, identifiers with dashes
# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = number, b = string, c-d = bool})
result = {
  "a" = 1
  "b" = "two"
  "c-d" = true
}
