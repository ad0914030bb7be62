# JSON-only companion of the native fixture spec/block_list_max
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Too many item blocks
    from {
      line   = 5
      column = 11
      byte   = 52
    }
    to {
      line   = 5
      column = 12
      byte   = 53
    }
  }
}
