# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Too many item blocks
    from {
      line   = 5
      column = 7
      byte   = 30
    }
    to {
      line   = 5
      column = 8
      byte   = 31
    }
  }
}
