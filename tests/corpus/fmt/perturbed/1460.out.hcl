stack "sandbox-1" {
  source = "${get_repo_root()}/catalog/stacks/account"

  path = "sandbox-1"
}
