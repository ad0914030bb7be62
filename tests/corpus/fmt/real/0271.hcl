generate "backend" {
  path = "backend.txt"
  contents = "backend 2"
  if_exists = "overwrite_terragrunt"
}

