# JSON-only companion of the native fixture expressions/operators/conditional_not_bool
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Incorrect condition type
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 14
      byte   = 15
    }
  }
}
