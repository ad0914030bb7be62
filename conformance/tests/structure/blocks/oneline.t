# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({svc = list(object({name = string, port = number}))})
result = {
  "svc" = [
    {
      "name" = "x"
      "port" = null
    },
  ]
}
