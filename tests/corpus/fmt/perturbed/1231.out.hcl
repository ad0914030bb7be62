terraform {
  source = "../../modules/vpc"
}

inputs = {
  name = "terragrunt"
}
