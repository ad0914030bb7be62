# the call's own range, not the template's
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Error in function call
    from {
      line   = 1
      column = 8
      byte   = 7
    }
    to {
      line   = 1
      column = 15
      byte   = 14
    }
  }
}
