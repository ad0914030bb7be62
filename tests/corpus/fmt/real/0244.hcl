locals {
  baseRepo = "github.com/gruntwork-io"
}
