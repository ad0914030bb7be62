r  =  -n    + -f
