r=    contains(  [1],    null)
