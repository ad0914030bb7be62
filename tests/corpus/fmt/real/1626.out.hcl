include "shared" {
  path = find_in_parent_folders("shared.hcl")
}
