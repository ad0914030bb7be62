# JSON-only companion of the native fixture spec/block_set_max
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Too many item blocks
    from {
      line   = 4
      column = 11
      byte   = 38
    }
    to {
      line   = 4
      column = 12
      byte   = 39
    }
  }
}
