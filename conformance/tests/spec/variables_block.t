# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = number, b = string})
result = {
  "a" = 41
  "b" = "y"
}

traversals {
  expect {
    ref = base
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
  expect {
    ref = names[1]
    from {
      line   = 2
      column = 5
      byte   = 17
    }
    to {
      line   = 2
      column = 13
      byte   = 25
    }
  }
}
