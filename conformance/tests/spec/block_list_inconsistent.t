# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unconsistent argument types in item blocks
    from {
      line   = 2
      column = 7
      byte   = 13
    }
    to {
      line   = 2
      column = 8
      byte   = 14
    }
  }
}
