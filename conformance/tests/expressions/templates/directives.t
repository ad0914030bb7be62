# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({for_kv = string, for_list = string, if_else = string, if_true = string, nested = string, strip = string})
result = {
  "for_kv" = "a=1;b=2;"
  "for_list" = "1,2,3,"
  "if_else" = "no"
  "if_true" = "yes"
  "nested" = "1two"
  "strip" = "ab"
}
