# JSON-only companion of the native fixture expressions/traversal/attr_and_index
# Expectations generated from the reference hcldec by conformance/fixtures.py.

result_type = object({a = number, c = string, expr_index = number, idx = number, legacy = number, map_key = string, str_index_num = number, str_key = string})
result = {
  "a" = 1
  "c" = "deep"
  "expr_index" = 20
  "idx" = 20
  "legacy" = 30
  "map_key" = "v2"
  "str_index_num" = 20
  "str_key" = "deep"
}

traversals {
  expect {
    ref = obj.a
    from {
      line   = 2
      column = 11
      byte   = 12
    }
    to {
      line   = 2
      column = 16
      byte   = 17
    }
  }
  expect {
    ref = obj.b.c
    from {
      line   = 3
      column = 11
      byte   = 31
    }
    to {
      line   = 3
      column = 18
      byte   = 38
    }
  }
  expect {
    ref = obj.list[1]
    from {
      line   = 4
      column = 13
      byte   = 54
    }
    to {
      line   = 4
      column = 24
      byte   = 65
    }
  }
  expect {
    ref = obj.list[2]
    from {
      line   = 5
      column = 16
      byte   = 84
    }
    to {
      line   = 5
      column = 26
      byte   = 94
    }
  }
  expect {
    ref = obj["b"]["c"]
    from {
      line   = 6
      column = 17
      byte   = 114
    }
    to {
      line   = 6
      column = 30
      byte   = 127
    }
  }
  expect {
    ref = m["key two"]
    from {
      line   = 7
      column = 17
      byte   = 151
    }
    to {
      line   = 7
      column = 29
      byte   = 163
    }
  }
  expect {
    ref = obj.list
    from {
      line   = 8
      column = 20
      byte   = 188
    }
    to {
      line   = 8
      column = 28
      byte   = 196
    }
  }
  expect {
    ref = obj.list["1"]
    from {
      line   = 9
      column = 23
      byte   = 229
    }
    to {
      line   = 9
      column = 36
      byte   = 242
    }
  }
}
