# JSON-only companion of the native fixture structure/body/unsupported_block (native: Unsupported block type, suggesting an argument)
# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({thing = object({})})
result = {
  "thing" = {}
}
