terraform  {
	required_version    = ">= 1.5.7"
	}

 output    "example"    {
 value = "test"
}
