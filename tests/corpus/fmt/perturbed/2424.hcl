r= replace("aaa",  "a","b")
