# JSON-only companion of the native fixture expressions/traversal/index_on_string
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid index
    from {
      line   = 2
      column = 14
      byte   = 15
    }
    to {
      line   = 2
      column = 17
      byte   = 18
    }
  }
}

traversals {
  expect {
    ref = str[0]
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 17
      byte   = 18
    }
  }
}
