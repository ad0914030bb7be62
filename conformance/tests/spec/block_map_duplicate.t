# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate item block
    from {
      line   = 4
      column = 1
      byte   = 21
    }
    to {
      line   = 4
      column = 9
      byte   = 29
    }
  }
}
