# JSON-only companion of the native fixture structure/blocks/missing_label
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Incorrect JSON value type
    from {
      line   = 4
      column = 12
      byte   = 35
    }
    to {
      line   = 4
      column = 13
      byte   = 36
    }
  }
}
