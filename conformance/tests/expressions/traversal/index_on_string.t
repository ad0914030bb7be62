# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 11
      byte   = 10
    }
  }
}

traversals {
  expect {
    ref = str[0]
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
