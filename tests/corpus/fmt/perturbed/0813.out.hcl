locals {
  region = "us-west-1"
}

inputs = {
  dep_path = "${get_terragrunt_dir()}/../dep"
}
