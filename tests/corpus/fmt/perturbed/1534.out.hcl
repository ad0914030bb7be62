# Constraint that will fail with test version
terragrunt_version_constraint = ">= 99.0.0"

terraform {
  source = "."
}
