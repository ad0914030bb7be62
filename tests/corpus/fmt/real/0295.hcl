include "parent" {
  path = "../parent.hcl"
}