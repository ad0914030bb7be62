# JSON-only companion of the native fixture expressions/templates/interp_list
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
      column = 15
      byte   = 16
    }
  }
}
