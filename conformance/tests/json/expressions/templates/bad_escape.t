# JSON-only companion of the native fixture expressions/templates/bad_escape
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid escape sequence
    from {
      line   = 2
      column = 12
      byte   = 13
    }
    to {
      line   = 2
      column = 14
      byte   = 15
    }
  }
}
