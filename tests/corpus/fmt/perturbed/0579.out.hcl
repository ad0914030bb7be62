include "cloud" {
  path = find_in_parent_folders("cloud.hcl")
}