r  =    trimprefix("hello",    "")
