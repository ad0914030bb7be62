# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate res block
    from {
      line   = 4
      column = 1
      byte   = 24
    }
    to {
      line   = 4
      column = 12
      byte   = 35
    }
  }
}
