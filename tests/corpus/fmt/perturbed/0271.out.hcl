generate "backend" {
  path      = "backend.txt"
  contents  = "other_module"
  if_exists = "overwrite_terragrunt"
}

