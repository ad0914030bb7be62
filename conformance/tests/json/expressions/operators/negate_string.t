# JSON-only companion of the native fixture expressions/operators/negate_string
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 2
      column = 12
      byte   = 13
    }
    to {
      line   = 2
      column = 15
      byte   = 16
    }
  }
}
