r = tonumber(true)
