# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = tuple([number, object({y = number})])
result = [
  1,
  {
    "y" = 2
  },
]
