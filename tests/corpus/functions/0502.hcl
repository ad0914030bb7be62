r = lower("a,b,c")
