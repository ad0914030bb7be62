r=  "a"
