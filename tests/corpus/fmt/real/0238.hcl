module "example_module" {
  source = "/tmp/not-existing-path"
}
