# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({empty = tuple([]), mixed = tuple([number, string, bool, any]), multiline = tuple([number, number]), nested = tuple([tuple([number]), tuple([number, tuple([number])])]), nums = tuple([number, number, number]), trailing_comma = tuple([number, number])})
result = {
  "empty" = []
  "mixed" = [
    1,
    "a",
    true,
    null,
  ]
  "multiline" = [
    1,
    2,
  ]
  "nested" = [
    [
      1,
    ],
    [
      2,
      [
        3,
      ],
    ],
  ]
  "nums" = [
    1,
    2,
    3,
  ]
  "trailing_comma" = [
    1,
    2,
  ]
}
