# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = number, pair = tuple([string, string])})
result = {
  "a" = 1
  "pair" = [
    "1",
    "x",
  ]
}
