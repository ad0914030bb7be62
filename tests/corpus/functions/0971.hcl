r = tonumber("1e3")
