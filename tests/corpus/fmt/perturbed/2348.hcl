r    =join("-",    [] )
