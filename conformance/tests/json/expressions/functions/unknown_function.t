# JSON-only companion of the native fixture expressions/functions/unknown_function
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Call to unknown function
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 15
      byte   = 16
    }
  }
}
