# JSON-only companion of the native fixture spec/variables_block
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
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 15
      byte   = 16
    }
  }
  expect {
    ref = names[1]
    from {
      line   = 3
      column = 11
      byte   = 34
    }
    to {
      line   = 3
      column = 19
      byte   = 42
    }
  }
}
