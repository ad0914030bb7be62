item {
	v=    1
}
	item {
 v  =2
}
  item  {
      v  =3
}
