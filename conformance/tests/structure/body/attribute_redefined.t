# Attribute redefined
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Attribute redefined
    from {
      line   = 2
      column = 1
      byte   = 6
    }
    to {
      line   = 2
      column = 2
      byte   = 7
    }
  }
}
