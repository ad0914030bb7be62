dependency "organisation" {
  config_path =  find_in_parent_folders("wrong-dir-name")
}

