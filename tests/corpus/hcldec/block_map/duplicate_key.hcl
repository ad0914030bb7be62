resource "a" "x" {}
resource "a" "x" {}
