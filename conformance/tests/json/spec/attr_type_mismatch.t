# JSON-only companion of the native fixture spec/attr_type_mismatch (native: Incorrect attribute value type)
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Incorrect attribute value type
    from {
      line   = 2
      column = 8
      byte   = 9
    }
    to {
      line   = 2
      column = 13
      byte   = 14
    }
  }
  error {
    # Incorrect attribute value type
    from {
      line   = 3
      column = 8
      byte   = 23
    }
    to {
      line   = 3
      column = 9
      byte   = 24
    }
  }
  error {
    # Incorrect attribute value type
    from {
      line   = 4
      column = 8
      byte   = 33
    }
    to {
      line   = 4
      column = 18
      byte   = 43
    }
  }
}
