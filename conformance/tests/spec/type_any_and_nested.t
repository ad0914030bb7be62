# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = map(list(number)), b = list(list(number))})
result = {
  "a" = {
    "x" = [
      1,
      2,
    ]
  }
  "b" = [
    [
      1,
    ],
    [
      2,
      3,
    ],
  ]
}
