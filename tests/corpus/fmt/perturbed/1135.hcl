inputs  =    {
	qwe    = "123"
}