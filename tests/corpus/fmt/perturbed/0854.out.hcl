inputs = {
  a = "foo"
  b = local.a
}
