# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Incorrect condition type
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 19
      byte   = 18
    }
  }
}
