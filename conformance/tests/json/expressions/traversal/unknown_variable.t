# JSON-only companion of the native fixture expressions/traversal/unknown_variable
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unknown variable
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
}

traversals {
  expect {
    ref = nope.x
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 17
      byte   = 18
    }
  }
}
