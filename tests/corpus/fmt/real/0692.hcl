locals {
  tier = "cluster"
}
