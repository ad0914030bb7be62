r = 0.5 >= obj.port
