r = tonumber(1)
