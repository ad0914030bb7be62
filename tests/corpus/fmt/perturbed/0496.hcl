exclude    {
  if  =    true
	actions    = ["apply"]
	}
