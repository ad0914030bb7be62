# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 1
      column = 21
      byte   = 20
    }
    to {
      line   = 1
      column = 22
      byte   = 21
    }
  }
}
