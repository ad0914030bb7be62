item    {
	v  =    "b"
}
item  {
 v = "a"
}
item {
	v= "b"
}
