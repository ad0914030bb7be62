locals {
  foo = "hello world"
}
