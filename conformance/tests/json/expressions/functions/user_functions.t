# JSON-only companion of the native fixture expressions/functions/user_functions (native: spec-file function blocks, expansion)
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Too many function arguments
    from {
      line   = 5
      column = 18
      byte   = 110
    }
    to {
      line   = 5
      column = 24
      byte   = 116
    }
  }
}
