# JSON-only companion of the native fixture expressions/functions/failing_body_in_template (native: the call's own range, not the template's)
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Error in function call
    from {
      line   = 2
      column = 14
      byte   = 15
    }
    to {
      line   = 2
      column = 21
      byte   = 22
    }
  }
}
