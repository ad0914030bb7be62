# JSON-only companion of the native fixture expressions/templates/endif_without_if
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unexpected endif directive
    from {
      line   = 2
      column = 9
      byte   = 10
    }
    to {
      line   = 2
      column = 19
      byte   = 20
    }
  }
}
