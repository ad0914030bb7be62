
inputs = {
  input = values.input
}