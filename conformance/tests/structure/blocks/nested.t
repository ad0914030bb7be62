# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({svc = list(object({name = string, port = number}))})
result = {
  "svc" = [
    {
      "name" = "a"
      "port" = 80
    },
    {
      "name" = "b"
      "port" = null
    },
  ]
}
