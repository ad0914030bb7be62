r    =    coalesce("",    substr( s))
