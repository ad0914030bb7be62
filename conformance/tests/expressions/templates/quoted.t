# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({bool_to_string = bool, escapes = string, interp = string, literal_dollar = string, lone_dollar = string, nested = string, number_to_string = number, only_interp = bool, plain = string, unicode = string})
result = {
  "bool_to_string" = false
  "escapes" = "tab\there \"q\" back\\slash nl\n"
  "interp" = "a 2 b"
  "literal_dollar" = "$${not} %%{also}"
  "lone_dollar" = "cost: $5 and 100%"
  "nested" = "xyz"
  "number_to_string" = 1.5
  "only_interp" = true
  "plain" = "hello"
  "unicode" = "é 😀"
}
