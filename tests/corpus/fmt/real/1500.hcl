unit "deep" {
  source = "${get_repo_root()}/units/deep"
  path   = "deep"
}
