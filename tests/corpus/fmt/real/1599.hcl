# Retrieve a module from the public Hashicorp/OpenTofu registry to use with terragrunt
terraform {
  source = "tfr:///gruntwork-io/terragrunt-registry-test/null?version=0.0.2"
}
