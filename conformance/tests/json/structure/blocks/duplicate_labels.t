# JSON-only companion of the native fixture structure/blocks/duplicate_labels
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate res block
    from {
      line   = 4
      column = 17
      byte   = 57
    }
    to {
      line   = 4
      column = 18
      byte   = 58
    }
  }
}
