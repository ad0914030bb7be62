r = timeadd("17", "a,b,c")
