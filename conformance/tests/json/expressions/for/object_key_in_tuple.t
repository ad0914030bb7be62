# JSON-only companion of the native fixture expressions/for/object_key_in_tuple
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid 'for' expression
    from {
      line   = 2
      column = 27
      byte   = 28
    }
    to {
      line   = 2
      column = 28
      byte   = 29
    }
  }
}

traversals {
}
