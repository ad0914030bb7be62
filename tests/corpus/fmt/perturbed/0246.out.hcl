locals {
  baseRepo = "github.com/gruntwork-io"
}

catalog {
  default_template = "/test/fixtures/scaffold/external-template"
}
