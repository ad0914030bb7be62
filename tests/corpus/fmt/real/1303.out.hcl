
unit "unit-v1" {
  source = "${get_repo_root()}/units/api"
  path   = "unit-v1"
}
