r=  format("Hello World",  "  x  ")
