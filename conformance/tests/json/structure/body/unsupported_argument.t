# JSON-only companion of the native fixture structure/body/unsupported_argument (native: Unsupported argument with did-you-mean)
# Expectations generated from the reference hcldec by conformance/fixtures.py.

diagnostics {
  error {
    # Extraneous JSON object property
    from {
      line   = 3
      column = 3
      byte   = 14
    }
    to {
      line   = 3
      column = 9
      byte   = 20
    }
  }
}
