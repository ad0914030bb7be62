# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Function calls not allowed
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 14
      byte   = 13
    }
  }
}
