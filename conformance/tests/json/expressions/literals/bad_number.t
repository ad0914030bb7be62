# JSON-only companion of the native fixture expressions/literals/bad_number
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid attribute name
    from {
      line   = 2
      column = 13
      byte   = 14
    }
    to {
      line   = 2
      column = 14
      byte   = 15
    }
  }
}
