# JSON-only companion of the native fixture spec/block_list_min
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Insufficient item blocks
    from {
      line   = 5
      column = 1
      byte   = 31
    }
    to {
      line   = 5
      column = 2
      byte   = 32
    }
  }
}
