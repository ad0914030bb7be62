# JSON-only companion of the native fixture expressions/for/duplicate_key
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate object key
    from {
      line   = 2
      column = 34
      byte   = 35
    }
    to {
      line   = 2
      column = 35
      byte   = 36
    }
  }
}

traversals {
}
