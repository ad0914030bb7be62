# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 7
      byte   = 6
    }
  }
}
