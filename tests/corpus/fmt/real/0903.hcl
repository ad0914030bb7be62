include "depa" {
  path = find_in_parent_folders("depa.hcl")
}

include "depb" {
  path = find_in_parent_folders("depb.hcl")
}

include "depc" {
  path = find_in_parent_folders("depc.hcl")
}
