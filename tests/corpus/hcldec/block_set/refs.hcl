rule {
  port = p.x
}
