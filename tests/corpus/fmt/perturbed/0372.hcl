terraform  {
	source  =  "..//foo"
}
