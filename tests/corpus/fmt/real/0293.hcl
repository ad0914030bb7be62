locals {
  common = run_cmd("echo", "common_hcl")
}
