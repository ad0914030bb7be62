dependency "inputs" {
  config_path = "../../../inputs"
}
