inputs = {
  input = "value"
}
