include {
  path = "parent.hcl"
}
