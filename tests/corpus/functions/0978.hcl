r = tonumber("0x10")
