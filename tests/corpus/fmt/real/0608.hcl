dependency "bar" {
  config_path = "../bar"
}
