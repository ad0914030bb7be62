r  =    coalesce("",    null, true,    [1,  "a"])
