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
      line   = 1
      column = 5
      byte   = 4
    }
    to {
      line   = 1
      column = 10
      byte   = 9
    }
  }
  expect {
    ref = obj.b.c
    from {
      line   = 2
      column = 5
      byte   = 14
    }
    to {
      line   = 2
      column = 12
      byte   = 21
    }
  }
  expect {
    ref = obj.list[1]
    from {
      line   = 3
      column = 7
      byte   = 28
    }
    to {
      line   = 3
      column = 18
      byte   = 39
    }
  }
  expect {
    ref = obj.list[2]
    from {
      line   = 4
      column = 10
      byte   = 49
    }
    to {
      line   = 4
      column = 20
      byte   = 59
    }
  }
  expect {
    ref = obj["b"]["c"]
    from {
      line   = 5
      column = 11
      byte   = 70
    }
    to {
      line   = 5
      column = 24
      byte   = 83
    }
  }
  expect {
    ref = m["key two"]
    from {
      line   = 6
      column = 11
      byte   = 94
    }
    to {
      line   = 6
      column = 23
      byte   = 106
    }
  }
  expect {
    ref = obj.list
    from {
      line   = 7
      column = 14
      byte   = 120
    }
    to {
      line   = 7
      column = 22
      byte   = 128
    }
  }
  expect {
    ref = obj.list["1"]
    from {
      line   = 8
      column = 17
      byte   = 152
    }
    to {
      line   = 8
      column = 30
      byte   = 165
    }
  }
}
