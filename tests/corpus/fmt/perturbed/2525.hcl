r    = try("",    [1,    "a"], null,2.5)
