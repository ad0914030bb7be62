r    =  "b"
