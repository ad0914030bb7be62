stack "stack_v3" {
  source = "${get_repo_root()}/stacks/v2"
  path   = "stack_v3"
}
