r = tonumber(" 1")
