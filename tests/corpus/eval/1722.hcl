r = signum(tonumber(null))
