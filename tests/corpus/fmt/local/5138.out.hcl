empty          = []
nums           = [1, 2, 3]
mixed          = [1, "a", true, null]
trailing_comma = [1, 2, ]
multiline = [
  1,
  2
]
nested = [[1], [2, [3]]]
