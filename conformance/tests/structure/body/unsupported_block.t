# Unsupported block type, suggesting an argument
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unsupported block type
    from {
      line   = 1
      column = 1
      byte   = 0
    }
    to {
      line   = 1
      column = 6
      byte   = 5
    }
  }
}
