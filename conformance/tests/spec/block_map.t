# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({item = map(object({v = number}))})
result = {
  "item" = {
    "a" = {
      "v" = 1
    }
    "b" = {
      "v" = 2
    }
  }
}
