a    =    True
b =  FALSE
c=    Null
