unit "leaf" {
  source = "${get_repo_root()}/units/noop"
  path   = "leaf"
}
