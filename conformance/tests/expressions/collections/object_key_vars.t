# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({ident_key = object({k = number}), paren_key = object({kv = number}), tmpl_key = object({kv-2 = number})})
result = {
  "ident_key" = {
    "k" = 3
  }
  "paren_key" = {
    "kv" = 1
  }
  "tmpl_key" = {
    "kv-2" = 2
  }
}
