# Retrieve a module from the public terraform registry to use with terragrunt
terraform {
  source = "tfr://__registry_url__"
}
