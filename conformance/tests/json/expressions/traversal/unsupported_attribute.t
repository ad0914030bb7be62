# JSON-only companion of the native fixture expressions/traversal/unsupported_attribute
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Unsupported attribute
    from {
      line   = 2
      column = 14
      byte   = 15
    }
    to {
      line   = 2
      column = 18
      byte   = 19
    }
  }
}

traversals {
  expect {
    ref = obj.zzz
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 18
      byte   = 19
    }
  }
}
