# JSON-only companion of the native fixture expressions/for/cond_not_bool
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid 'for' condition
    from {
      line   = 2
      column = 32
      byte   = 33
    }
    to {
      line   = 2
      column = 35
      byte   = 36
    }
  }
}

traversals {
}
