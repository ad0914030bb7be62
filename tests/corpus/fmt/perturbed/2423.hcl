r =    replace("hello", "/l+/",  "L")
