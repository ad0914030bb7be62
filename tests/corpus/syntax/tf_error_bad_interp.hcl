resource "x" "y" {
  name = "prefix-${var.name"
  other = 1
}
