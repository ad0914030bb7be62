# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
