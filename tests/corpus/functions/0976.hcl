r = tonumber(null)
