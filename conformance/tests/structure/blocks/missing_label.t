# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Missing name for res
    from {
      line   = 1
      column = 9
      byte   = 8
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
}
