inputs = {
  input = "hello world"
}
