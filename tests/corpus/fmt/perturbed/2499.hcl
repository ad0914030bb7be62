r  = tonumber("abc")
