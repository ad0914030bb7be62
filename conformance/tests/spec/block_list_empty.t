# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({item = list(any)})
result = {
  "item" = []
}
