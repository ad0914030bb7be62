r  =    regex("a(b)?",  "a")
