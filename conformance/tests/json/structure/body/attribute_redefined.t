# JSON-only companion of the native fixture structure/body/attribute_redefined (native: Attribute redefined)
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate argument
    from {
      line   = 3
      column = 3
      byte   = 14
    }
    to {
      line   = 3
      column = 6
      byte   = 17
    }
  }
}
