# Incorrect attribute value type
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
  error {
    # Incorrect attribute value type
    from {
      line   = 2
      column = 5
      byte   = 14
    }
    to {
      line   = 2
      column = 6
      byte   = 15
    }
  }
  error {
    # Incorrect attribute value type
    from {
      line   = 3
      column = 5
      byte   = 20
    }
    to {
      line   = 3
      column = 16
      byte   = 31
    }
  }
}
