dependency "dep_b" {
  config_path = "../b-dependency"
}

dependency "dep_c" {
  config_path = "../../external/c-dependency"
}
