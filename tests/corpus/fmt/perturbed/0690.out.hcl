locals {
  tier = "cluster"
}

