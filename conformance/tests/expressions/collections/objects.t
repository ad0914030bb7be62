# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({colons = object({a = number, b = number}), dup_key_last_wins = object({a = number}), empty = object({}), idents = object({a = number, b = number}), newlines = object({a = number, b = number}), paren_key = object({p = number}), template_key = object({tx = number})})
result = {
  "colons" = {
    "a" = 1
    "b" = 2
  }
  "dup_key_last_wins" = {
    "a" = 2
  }
  "empty" = {}
  "idents" = {
    "a" = 1
    "b" = 2
  }
  "newlines" = {
    "a" = 1
    "b" = 2
  }
  "paren_key" = {
    "p" = 1
  }
  "template_key" = {
    "tx" = 1
  }
}
