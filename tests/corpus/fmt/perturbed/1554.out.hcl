feature "binary" {
  default = "tofu"
}

terraform_binary = feature.binary.value
