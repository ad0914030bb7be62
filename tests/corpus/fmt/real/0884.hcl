dependency "d1" {
  config_path = "../d1"

  mock_outputs = {
    d1 = "d1-value"
  }
}

