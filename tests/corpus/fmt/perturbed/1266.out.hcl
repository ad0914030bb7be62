unit "test" {
  source = "${get_repo_root()}/units/test"
  path   = "test"
}
