dynamic "setting" {
  for_each = names
  iterator = "it"
  content {}
}
