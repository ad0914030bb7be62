r  =  sethaselement  ([  1], "1")
