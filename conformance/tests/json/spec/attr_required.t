# JSON-only companion of the native fixture spec/attr_required
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Missing required argument
    from {
      line   = 1
      column = 2
      byte   = 1
    }
    to {
      line   = 1
      column = 3
      byte   = 2
    }
  }
}
