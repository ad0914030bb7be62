r    =true?  obj.enabled    :false
