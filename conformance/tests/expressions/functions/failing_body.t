# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Error in function call
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
