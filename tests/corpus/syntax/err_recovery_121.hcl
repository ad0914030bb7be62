v = .*[
  a
]
b
