# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unsupported attribute
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}

traversals {
  expect {
    ref = obj.zzz
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
