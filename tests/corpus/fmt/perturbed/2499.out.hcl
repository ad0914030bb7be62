r = tonumber("abc")
