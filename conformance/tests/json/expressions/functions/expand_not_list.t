# JSON-only companion of the native fixture expressions/functions/expand_not_list
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Invalid expanding argument value
    from {
      line   = 2
      column = 18
      byte   = 19
    }
    to {
      line   = 2
      column = 19
      byte   = 20
    }
  }
}
