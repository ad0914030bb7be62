
inputs = {
  test = "test input 46521694"
}
