inputs = {
  input = "hello"
}
