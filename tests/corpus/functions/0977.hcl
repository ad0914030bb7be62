r = tonumber([])
