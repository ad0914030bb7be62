# JSON-only companion of the native fixture expressions/functions/failing_body
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Error in function call
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 18
      byte   = 19
    }
  }
}
