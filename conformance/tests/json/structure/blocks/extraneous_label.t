# JSON-only companion of the native fixture structure/blocks/extraneous_label
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Extraneous JSON object property
    from {
      line   = 5
      column = 9
      byte   = 45
    }
    to {
      line   = 5
      column = 12
      byte   = 48
    }
  }
}
