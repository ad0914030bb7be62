dependency "depc" {
  config_path = "${get_parent_terragrunt_dir()}/depc"
}
