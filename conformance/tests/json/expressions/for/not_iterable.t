# JSON-only companion of the native fixture expressions/for/not_iterable
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Iteration over non-iterable value
    from {
      line   = 2
      column = 21
      byte   = 22
    }
    to {
      line   = 2
      column = 22
      byte   = 23
    }
  }
}

traversals {
}
