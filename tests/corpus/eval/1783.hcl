r = tonumber(numstr) <= pow(f, 3)
