variable"baz"    {
    type=  string  
	}