stack "stack_v2" {
  source = "${get_repo_root()}/stacks/v1"
  path   = "stack_v2"
}
