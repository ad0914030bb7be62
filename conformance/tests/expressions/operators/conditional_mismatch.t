# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Inconsistent conditional result types
    from {
      line   = 1
      column = 12
      byte   = 11
    }
    to {
      line   = 1
      column = 25
      byte   = 24
    }
  }
}
