# JSON-only companion of the native fixture expressions/templates/if_not_bool
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Incorrect condition type
    from {
      line   = 2
      column = 18
      byte   = 19
    }
    to {
      line   = 2
      column = 25
      byte   = 26
    }
  }
}
