include {
  path = "../../terragrunt.hcl"
}
