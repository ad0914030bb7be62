# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({big = number, exp = number, exp_neg = number, exp_plus = number, frac = number, int = number, leading_zero = number, neg = number, third = number, tiny = number, zero = number})
result = {
  "big" = 123456789012345678901234567890
  "exp" = 1000
  "exp_neg" = 0.025
  "exp_plus" = 100
  "frac" = 3.25
  "int" = 42
  "leading_zero" = 7
  "neg" = -17
  "third" = 0.33333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333333335
  "tiny" = 1E-21
  "zero" = 0
}
