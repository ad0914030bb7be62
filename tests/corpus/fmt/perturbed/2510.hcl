r    =  trim("?!hello?!",    "!?")
