r = tonumber(n)
