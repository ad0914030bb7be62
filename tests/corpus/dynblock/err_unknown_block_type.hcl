dynamic "nope" {
  for_each = names
  content {}
}
