r    =  reverse  ([for  x  in   concat([for x in   nums :  -x],    values(nmap)) :  x *  2	if x    >  2  ])
