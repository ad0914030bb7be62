include {
  path = find_in_parent_folders("root.hcl")
}


terraform {
  source = "${get_terragrunt_dir()}/../../modules/eks"
}
