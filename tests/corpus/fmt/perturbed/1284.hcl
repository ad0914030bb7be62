terraform{
	source  =  "."
}