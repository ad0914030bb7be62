provider "aws" {
  alias  = "west"
  region = "us-west-2"

  assume_role {
    role_arn = "arn:aws:iam::123456789012:role/admin"
  }

  default_tags {
    tags = local.common_tags
  }
}
