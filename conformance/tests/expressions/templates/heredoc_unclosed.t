# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unterminated template string
    from {
      line   = 3
      column = 1
      byte   = 23
    }
    to {
      line   = 3
      column = 1
      byte   = 23
    }
  }
}
