# JSON-only companion of the native fixture expressions/operators/not_number
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
      column = 13
      byte   = 14
    }
  }
}
