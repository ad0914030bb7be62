# JSON-only companion of the native fixture expressions/operators/missing_operand
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid expression
    from {
      line   = 2
      column = 14
      byte   = 15
    }
    to {
      line   = 2
      column = 15
      byte   = 16
    }
  }
}
