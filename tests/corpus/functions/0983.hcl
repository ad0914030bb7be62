r = tonumber(false)
