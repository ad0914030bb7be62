# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate object key
    from {
      line   = 1
      column = 28
      byte   = 27
    }
    to {
      line   = 1
      column = 29
      byte   = 28
    }
  }
}

traversals {
}
