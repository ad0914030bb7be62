r = tonumber()
