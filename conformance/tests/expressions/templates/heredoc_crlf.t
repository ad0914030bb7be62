# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = string})
result = {
  "a" = "line\r\n"
}
