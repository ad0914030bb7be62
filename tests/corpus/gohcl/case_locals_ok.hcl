locals {
  a = 1
  b = var.x
}
locals {
  c = "x"
}
