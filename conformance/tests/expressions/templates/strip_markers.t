# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid multi-line string
    from {
      line   = 3
      column = 11
      byte   = 59
    }
    to {
      line   = 4
      column = 1
      byte   = 60
    }
  }
  error {
    # Invalid multi-line string
    from {
      line   = 4
      column = 13
      byte   = 72
    }
    to {
      line   = 5
      column = 1
      byte   = 73
    }
  }
}
