# JSON-only companion of the native fixture expressions/operators/add_string_error
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid operand
    from {
      line   = 2
      column = 15
      byte   = 16
    }
    to {
      line   = 2
      column = 18
      byte   = 19
    }
  }
}
