r  =    chunklist([1,  2],    -1)
