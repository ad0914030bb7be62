stack "first"{
  source    =    "${get_repo_root()}/stacks/second"
path = "first"
}
