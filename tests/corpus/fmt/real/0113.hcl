data "aws_caller_identity" "current" {}
