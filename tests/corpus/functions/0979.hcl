r = tonumber("-0")
