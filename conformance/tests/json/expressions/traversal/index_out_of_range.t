# JSON-only companion of the native fixture expressions/traversal/index_out_of_range
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
      column = 22
      byte   = 23
    }
  }
}

traversals {
  expect {
    ref = obj.list[5]
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 22
      byte   = 23
    }
  }
}
