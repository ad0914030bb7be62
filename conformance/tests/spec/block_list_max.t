# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Too many item blocks
    from {
      line   = 8
      column = 7
      byte   = 47
    }
    to {
      line   = 8
      column = 8
      byte   = 48
    }
  }
}
