# JSON-only companion of the native fixture expressions/functions/wrong_arg_count
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Too many function arguments
    from {
      line   = 2
      column = 21
      byte   = 22
    }
    to {
      line   = 2
      column = 22
      byte   = 23
    }
  }
}
