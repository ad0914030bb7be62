terraform {
  source = "."
}

inputs = {
  foo = "FOO"
  bar = "BAR"
}
