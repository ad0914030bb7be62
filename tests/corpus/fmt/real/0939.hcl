include "common" {
  path = find_in_parent_folders("common/foo.txt")
}
