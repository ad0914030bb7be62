terraform  {
	source= "."
}
