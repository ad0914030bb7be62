dependency "baz" {
  config_path = "../baz"
}
