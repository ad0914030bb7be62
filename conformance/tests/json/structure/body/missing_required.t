# JSON-only companion of the native fixture structure/body/missing_required (native: Missing required argument)
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 3
      column = 1
      byte   = 11
    }
    to {
      line   = 3
      column = 2
      byte   = 12
    }
  }
}
