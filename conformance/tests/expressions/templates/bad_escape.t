# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid escape sequence
    from {
      line   = 1
      column = 6
      byte   = 5
    }
    to {
      line   = 1
      column = 8
      byte   = 7
    }
  }
}
