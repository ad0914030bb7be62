# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 12
      byte   = 11
    }
  }
}
