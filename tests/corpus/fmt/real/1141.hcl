dependencies {
  paths = ["../dependency2"]
}

inputs = {
  test_input = "test_value"
}