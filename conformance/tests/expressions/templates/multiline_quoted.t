# a quoted template may not span lines
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid multi-line string
    from {
      line   = 1
      column = 26
      byte   = 25
    }
    to {
      line   = 2
      column = 1
      byte   = 26
    }
  }
  error {
    # Invalid multi-line string
    from {
      line   = 2
      column = 5
      byte   = 30
    }
    to {
      line   = 3
      column = 1
      byte   = 31
    }
  }
  error {
    # Unexpected end of template
    from {
      line   = 3
      column = 13
      byte   = 43
    }
    to {
      line   = 3
      column = 14
      byte   = 44
    }
  }
}
