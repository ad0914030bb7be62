a = "x  ${~y~}  z"
