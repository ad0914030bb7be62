resource "a" {}
