# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid 'for' condition
    from {
      line   = 1
      column = 26
      byte   = 25
    }
    to {
      line   = 1
      column = 29
      byte   = 28
    }
  }
}

traversals {
}
