# JSON-only companion of the native fixture spec/block_list_inconsistent
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unconsistent argument types in item blocks
    from {
      line   = 3
      column = 11
      byte   = 24
    }
    to {
      line   = 3
      column = 12
      byte   = 25
    }
  }
}
