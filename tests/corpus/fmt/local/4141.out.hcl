resource "a" "x" {
  size = 1
}
resource "a" "y" {
  tags = { k = "v" }
}
resource "b" "x" {}
one "k" {
  v = "s"
}
