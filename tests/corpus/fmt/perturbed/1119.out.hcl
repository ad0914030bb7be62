locals {
  path = run_cmd("echo", "path_relative_to_inclue:", path_relative_to_include())
}
