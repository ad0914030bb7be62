# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({add = number, div = number, mod = number, mod_frac = number, mod_neg = number, mul = number, neg = number, parens = number, point = number, prec = number, str_num = number, sub = number})
result = {
  "add" = 3
  "div" = 3.5
  "mod" = 1
  "mod_frac" = 1.5
  "mod_neg" = -1
  "mul" = 10
  "neg" = -3
  "parens" = 9
  "point" = 0.3
  "prec" = 5
  "str_num" = 7
  "sub" = -2
}
