# JSON-only companion of the native fixture expressions/traversal/bad_index_type
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 2
      column = 19
      byte   = 20
    }
    to {
      line   = 2
      column = 25
      byte   = 26
    }
  }
}

traversals {
  expect {
    ref = obj.list[true]
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 25
      byte   = 26
    }
  }
}
