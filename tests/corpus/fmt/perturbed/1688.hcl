r    = tonumber("abc")
