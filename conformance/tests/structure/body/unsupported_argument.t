# Unsupported argument with did-you-mean
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unsupported argument
    from {
      line   = 2
      column = 1
      byte   = 6
    }
    to {
      line   = 2
      column = 5
      byte   = 10
    }
  }
}
