# quoted and bare labels
# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({res = map(map(object({t = string, v = number})))})
result = {
  "res" = {
    "a" = {
      "b" = {
        "t" = null
        "v" = 1
      }
      "c" = {
        "t" = null
        "v" = 3
      }
    }
    "c" = {
      "d" = {
        "t" = null
        "v" = 2
      }
    }
  }
}
