resource "a" "b" {
  size = "big"
}
