# JSON-only companion of the native fixture expressions/operators/compare_strings
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 14
      byte   = 15
    }
  }
  error {
    # Invalid operand
    from {
      line   = 2
      column = 17
      byte   = 18
    }
    to {
      line   = 2
      column = 20
      byte   = 21
    }
  }
}
