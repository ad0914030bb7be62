# spec-file function blocks, expansion
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Too many function arguments
    from {
      line   = 4
      column = 12
      byte   = 71
    }
    to {
      line   = 4
      column = 18
      byte   = 77
    }
  }
}
