# JSON-only companion of the native fixture spec/block_map_duplicate
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Duplicate item block
    from {
      line   = 4
      column = 11
      byte   = 45
    }
    to {
      line   = 4
      column = 12
      byte   = 46
    }
  }
}
