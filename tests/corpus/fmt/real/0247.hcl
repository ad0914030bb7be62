locals {
  github_org = "gruntwork-io"
}
