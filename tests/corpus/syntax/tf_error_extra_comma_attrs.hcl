resource "x" "y" {
  a = 1,
  b = 2,
}
