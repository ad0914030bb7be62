inputs  =    {
	i1  =    strcontains("hello world","hello")
 i2    =strcontains ("hello world",  "test")
	}
