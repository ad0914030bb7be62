dependency"depb"  {
  config_path    =  "${get_parent_terragrunt_dir()}/depb"
  }
