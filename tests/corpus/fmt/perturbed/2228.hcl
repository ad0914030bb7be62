r=  [  for	x  in	toset(["b",    "a",    "c"])  :  x]  
