r =    pow( 10,  -2)
