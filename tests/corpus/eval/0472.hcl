r = tonumber(numstr)
