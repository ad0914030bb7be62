# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unclosed configuration block
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}
