# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}

traversals {
  expect {
    ref = obj.list[5]
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
