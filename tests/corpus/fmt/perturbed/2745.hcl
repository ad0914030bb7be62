a=  x.*.y
