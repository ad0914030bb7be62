# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid multi-line string
    from {
      line   = 1
      column = 13
      byte   = 12
    }
    to {
      line   = 2
      column = 1
      byte   = 13
    }
  }
}
