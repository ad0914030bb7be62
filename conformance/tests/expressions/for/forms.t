# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({cond_value = object({a = number}), filter = tuple([number, number]), from_object = tuple([string, string, string]), group = object({x = tuple([tuple([string])]), y = tuple([tuple([string, string])])}), group_dups = object({a = tuple([string, string]), b = tuple([string])}), nested = tuple([tuple([number, number]), tuple([number, number])]), object = object({v1 = string, v2 = string}), tuple = tuple([number, number, number]), tuple_kv = tuple([number, number, number])})
result = {
  "cond_value" = {
    "a" = 1
  }
  "filter" = [
    20,
    30,
  ]
  "from_object" = [
    "a",
    "b",
    "list",
  ]
  "group" = {
    "x" = [
      [
        "a",
      ],
    ]
    "y" = [
      [
        "b",
        "c",
      ],
    ]
  }
  "group_dups" = {
    "a" = [
      "a",
      "a",
    ]
    "b" = [
      "b",
    ]
  }
  "nested" = [
    [
      3,
      4,
    ],
    [
      6,
      8,
    ],
  ]
  "object" = {
    "v1" = "k1"
    "v2" = "key two"
  }
  "tuple" = [
    20,
    40,
    60,
  ]
  "tuple_kv" = [
    10,
    21,
    32,
  ]
}
