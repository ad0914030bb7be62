a = foo(
  1,
2)
b = x
