# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Incorrect condition type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
