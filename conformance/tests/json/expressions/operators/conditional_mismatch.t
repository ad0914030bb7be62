# JSON-only companion of the native fixture expressions/operators/conditional_mismatch
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Inconsistent conditional result types
    from {
      line   = 2
      column = 18
      byte   = 19
    }
    to {
      line   = 2
      column = 31
      byte   = 32
    }
  }
}
