# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({b = bool, l = list(string), missing = list(number), mp = map(number), n = number, o = object({a = number, b = string}), s = string, st = set(string), t = tuple([string, string])})
result = {
  "b" = true
  "l" = [
    "1",
    "2",
  ]
  "missing" = null
  "mp" = {
    "x" = 1
    "y" = 2
  }
  "n" = 2.5
  "o" = {
    "a" = 1
    "b" = "x"
  }
  "s" = "1"
  "st" = [
    "a",
    "b",
  ]
  "t" = [
    "1",
    "x",
  ]
}
