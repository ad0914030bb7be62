r    =  trim("Hello World",  "true")

