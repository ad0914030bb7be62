dependency "dependency" {
  config_path  = "../dependency"
}
