# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Missing newline after block definition
    from {
      line   = 1
      column = 20
      byte   = 19
    }
    to {
      line   = 1
      column = 24
      byte   = 23
    }
  }
}
