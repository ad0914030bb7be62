# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({abs = number, coalesce = string, concat = tuple([number, number, number]), hasindex = bool, int = number, jsondecode = object({a = tuple([number, bool])}), jsonencode = string, length = number, lower = string, max = number, min = number, reverse = string, strlen = number, substr = string, upper = string})
result = {
  "abs" = 3
  "coalesce" = "b"
  "concat" = [
    1,
    2,
    3,
  ]
  "hasindex" = true
  "int" = 3
  "jsondecode" = {
    "a" = [
      1,
      true,
    ]
  }
  "jsonencode" = "{\"a\":[1,\"x\"]}"
  "length" = 3
  "lower" = "àbc"
  "max" = 5
  "min" = -2
  "reverse" = "cba"
  "strlen" = 5
  "substr" = "wor"
  "upper" = "ABC"
}
