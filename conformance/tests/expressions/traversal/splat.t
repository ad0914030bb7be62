# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({attr_splat = tuple([string, string]), full_index = tuple([string, string]), full_splat = tuple([tuple([string]), tuple([string, string])]), on_null = tuple([]), on_object = tuple([string]), on_tuple_values = tuple([number, number, number])})
result = {
  "attr_splat" = [
    "x",
    "y",
  ]
  "full_index" = [
    "a",
    "b",
  ]
  "full_splat" = [
    [
      "a",
    ],
    [
      "b",
      "c",
    ],
  ]
  "on_null" = []
  "on_object" = [
    "solo",
  ]
  "on_tuple_values" = [
    10,
    20,
    30,
  ]
}
