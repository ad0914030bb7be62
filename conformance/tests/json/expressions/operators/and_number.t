# JSON-only companion of the native fixture expressions/operators/and_number
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 2
      column = 19
      byte   = 20
    }
    to {
      line   = 2
      column = 20
      byte   = 21
    }
  }
}
