# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Variables not allowed
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}

traversals {
  expect {
    ref = x.y
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
