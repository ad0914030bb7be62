# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid expanding argument value
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 13
      byte   = 12
    }
  }
}
