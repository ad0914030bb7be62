include {
    path="../../terragrunt.hcl"
}
