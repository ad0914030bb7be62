# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Attempt to get attribute from null value
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}

traversals {
  expect {
    ref = nul.x
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
