# JSON-only companion of the native fixture expressions/collections/object_null_key
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Null value as key
    from {
      line   = 2
      column = 22
      byte   = 23
    }
    to {
      line   = 2
      column = 23
      byte   = 24
    }
  }
}
