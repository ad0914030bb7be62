req     = "x"
renamed = 1
