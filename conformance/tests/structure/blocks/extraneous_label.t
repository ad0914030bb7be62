# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Extraneous label for res
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 1
      column = 16
      byte   = 15
    }
  }
}
