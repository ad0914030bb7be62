# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({f = number, nested = number, null_branch = number, t = string, unify = string})
result = {
  "f" = 2
  "nested" = 2
  "null_branch" = null
  "t" = "yes"
  "unify" = "1"
}
