dependency "dependency" {
  config_path  = "../dep"
  skip_outputs = true
}
