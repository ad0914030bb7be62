# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Too many function arguments
    from {
      line   = 1
      column = 15
      byte   = 14
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
