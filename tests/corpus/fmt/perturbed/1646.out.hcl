terraform_version_constraint  = ">= 0.12.20"
terragrunt_version_constraint = ">= 0.23.20"
