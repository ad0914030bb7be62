dependency "bar" {
  config_path = "../bar"
}

dependency "baz" {
  config_path = "../baz"
}
