# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate b block
    from {
      line   = 4
      column = 1
      byte   = 14
    }
    to {
      line   = 4
      column = 2
      byte   = 15
    }
  }
}
