rule {
  port = "http"
}
