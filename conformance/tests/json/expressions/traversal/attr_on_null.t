# JSON-only companion of the native fixture expressions/traversal/attr_on_null
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Attempt to get attribute from null value
    from {
      line   = 2
      column = 14
      byte   = 15
    }
    to {
      line   = 2
      column = 16
      byte   = 17
    }
  }
}

traversals {
  expect {
    ref = nul.x
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 16
      byte   = 17
    }
  }
}
