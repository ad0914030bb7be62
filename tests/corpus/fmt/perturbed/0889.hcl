dependency    "depa"  {
  config_path= "${get_parent_terragrunt_dir()}/depa"
}
