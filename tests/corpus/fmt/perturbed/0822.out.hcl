terraform {
  source = "${get_terragrunt_dir()}/../../modules/empty"
}
