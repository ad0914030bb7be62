r =    tonumber([])
