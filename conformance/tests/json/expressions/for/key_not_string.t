# JSON-only companion of the native fixture expressions/for/key_not_string
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid object key
    from {
      line   = 2
      column = 29
      byte   = 30
    }
    to {
      line   = 2
      column = 30
      byte   = 31
    }
  }
}

traversals {
}
