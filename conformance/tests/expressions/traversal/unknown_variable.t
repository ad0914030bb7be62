# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unknown variable
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
}

traversals {
  expect {
    ref = nope.x
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}
