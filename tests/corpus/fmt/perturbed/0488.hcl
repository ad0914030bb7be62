output    "result"    {
      value=  "success"
	}
