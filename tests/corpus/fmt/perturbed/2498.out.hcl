r = tonumber("1")
