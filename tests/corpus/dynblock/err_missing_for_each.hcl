dynamic "setting" {
  content {}
}
