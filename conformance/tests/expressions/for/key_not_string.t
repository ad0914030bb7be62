# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid object key
    from {
      line   = 1
      column = 23
      byte   = 22
    }
    to {
      line   = 1
      column = 24
      byte   = 23
    }
  }
}

traversals {
}
