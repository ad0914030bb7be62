# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}

traversals {
  expect {
    ref = m["nope"]
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
