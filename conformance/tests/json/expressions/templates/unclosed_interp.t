# JSON-only companion of the native fixture expressions/templates/unclosed_interp
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Missing expression
    from {
      line   = 2
      column = 15
      byte   = 16
    }
    to {
      line   = 2
      column = 15
      byte   = 16
    }
  }
}
