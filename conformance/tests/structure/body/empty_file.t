# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = string
result = "ok"
