dynamic    "setting"    {
  for_each =names
    bogus =  1
	content  {}
}
