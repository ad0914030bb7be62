# JSON-only companion of the native fixture expressions/traversal/missing_map_key
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 2
      column = 12
      byte   = 13
    }
    to {
      line   = 2
      column = 20
      byte   = 21
    }
  }
}

traversals {
  expect {
    ref = m["nope"]
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 20
      byte   = 21
    }
  }
}
