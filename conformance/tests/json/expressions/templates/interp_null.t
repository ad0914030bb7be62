# JSON-only companion of the native fixture expressions/templates/interp_null
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid template interpolation value
    from {
      line   = 2
      column = 12
      byte   = 13
    }
    to {
      line   = 2
      column = 16
      byte   = 17
    }
  }
}
