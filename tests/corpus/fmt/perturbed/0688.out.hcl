locals {
  tier = "base"
}
