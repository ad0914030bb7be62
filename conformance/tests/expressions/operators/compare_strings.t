# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
  error {
    # Invalid operand
    from {
      line   = 1
      column = 11
      byte   = 10
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
