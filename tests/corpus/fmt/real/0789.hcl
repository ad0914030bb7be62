terraform {
  backend "s3" {}
}