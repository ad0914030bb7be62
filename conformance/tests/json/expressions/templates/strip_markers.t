# JSON-only companion of the native fixture expressions/templates/strip_markers
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid multi-line string
    from {
      line   = 4
      column = 17
      byte   = 93
    }
    to {
      line   = 5
      column = 1
      byte   = 94
    }
  }
  error {
    # Invalid multi-line string
    from {
      line   = 5
      column = 13
      byte   = 106
    }
    to {
      line   = 6
      column = 1
      byte   = 107
    }
  }
}
