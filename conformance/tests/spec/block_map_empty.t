# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = map(object({v = number}))
result = {}
