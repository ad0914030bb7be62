output"value"    {
    value  = "app1-test"  
	}
