inputs = {
  path_from_root  = get_path_from_repo_root()
}
