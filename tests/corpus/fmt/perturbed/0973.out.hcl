locals {
  common_value = "from-source"
}

