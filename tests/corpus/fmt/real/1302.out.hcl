
stack "stack-v1" {
  source = "${get_repo_root()}/stacks"
  path   = "stack-v1"
}
