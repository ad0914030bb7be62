a    =    x["key"]
b=    x["a b"] ["c"]
