output  "text"  {
	value  =    "beta"
}
