r = tonumber("12.5")
