inputs = {
  repo_root   = get_repo_root()
  repo_root_2 = get_repo_root()
}
