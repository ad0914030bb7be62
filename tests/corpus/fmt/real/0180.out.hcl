inputs = {
  # comments
  foo = "bar"
  bar = "baz"

  inputs   = "disjoint"
  disjoint = true

  listInput = [
    "foo",
    "bar",
  ]
}
