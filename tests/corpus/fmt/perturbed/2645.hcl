single  {
	v  = 1
 }
