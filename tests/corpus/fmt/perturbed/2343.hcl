r    =    indent(n ,    "a,b,c")
