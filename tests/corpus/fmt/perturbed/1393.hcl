output "val"  {
value  = "account-output"
	}
