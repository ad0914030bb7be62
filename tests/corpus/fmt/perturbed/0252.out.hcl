catalog {
  urls             = ["."]
  default_template = "${get_parent_terragrunt_dir()}/.boilerplate"
}
