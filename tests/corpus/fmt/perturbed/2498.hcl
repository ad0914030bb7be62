r    =    tonumber("1")
