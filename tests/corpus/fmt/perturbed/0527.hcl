output    "baz"  {
	value    =    "baz"
  }