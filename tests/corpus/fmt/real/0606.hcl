inputs = {
  account = get_aws_account_id()
  arn = get_aws_caller_identity_arn()
  user_id = get_aws_caller_identity_user_id()
}
