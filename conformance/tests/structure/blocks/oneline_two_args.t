# only one argument allowed in a single-line block
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid single-argument block definition
    from {
      line   = 1
      column = 17
      byte   = 16
    }
    to {
      line   = 1
      column = 18
      byte   = 17
    }
  }
}
