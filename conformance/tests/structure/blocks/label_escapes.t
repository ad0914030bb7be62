# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({res = map(map(object({t = string, v = number})))})
result = {
  "res" = {
    "a\tb" = {
      "é" = {
        "t" = null
        "v" = 1
      }
    }
  }
}
