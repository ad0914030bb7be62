# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({item = list(string)})
result = {
  "item" = [
    "1",
    "x",
  ]
}
