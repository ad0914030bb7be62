locals {
  a1      = "qwe"
  content = "test"
}

inputs = {
  content = local.content
}