# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unexpected endif directive
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
