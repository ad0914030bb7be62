# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = map(map(object({v = number})))
result = {
  "a" = {
    "x" = {
      "v" = 1
    }
    "y" = {
      "v" = 2
    }
  }
  "b" = {
    "x" = {
      "v" = 3
    }
  }
}
