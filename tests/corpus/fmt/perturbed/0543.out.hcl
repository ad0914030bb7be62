dependency "failing" {
  config_path = "../failing-unit"

  mock_outputs = {
    data = "mock"
  }
}
