# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Call to unknown function
    from {
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 9
      byte   = 8
    }
  }
}
