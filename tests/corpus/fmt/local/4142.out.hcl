resource "a" "b" {
  size = var.s
  tags = { x = local.t }
}
