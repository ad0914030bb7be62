r = tonumber("1.5")
