variable"account_alias"    {
    type=  string  
}
  
output  "account_alias"    {
	value =    var.account_alias
}
