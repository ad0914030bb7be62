# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({eq = bool, eq_list = bool, eq_mixed = bool, eq_null = bool, eq_obj = bool, eq_str = bool, ge = bool, gt = bool, le = bool, lt = bool, ne = bool})
result = {
  "eq" = true
  "eq_list" = true
  "eq_mixed" = false
  "eq_null" = true
  "eq_obj" = true
  "eq_str" = true
  "ge" = true
  "gt" = false
  "le" = true
  "lt" = true
  "ne" = true
}
