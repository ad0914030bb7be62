# JSON-only companion of the native fixture expressions/traversal/variables_not_allowed
# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = string})
result = {
  "a" = "$${x.y}"
}

traversals {
  expect {
    ref = x.y
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 14
      byte   = 15
    }
  }
}
