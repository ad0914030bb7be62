dependency "dependency" {
  config_path = "../dependency"

  mock_outputs = {
    test = "value"
  }


}
