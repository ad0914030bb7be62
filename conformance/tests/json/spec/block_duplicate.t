# JSON-only companion of the native fixture spec/block_duplicate
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate b block
    from {
      line   = 2
      column = 8
      byte   = 9
    }
    to {
      line   = 2
      column = 9
      byte   = 10
    }
  }
}
