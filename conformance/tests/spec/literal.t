# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({l = tuple([number, string]), n = number, o = object({k = any}), s = string})
result = {
  "l" = [
    1,
    "a",
  ]
  "n" = 1.5
  "o" = {
    "k" = null
  }
  "s" = "x"
}
