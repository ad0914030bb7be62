locals{
account_id= get_aws_account_id()
	}
