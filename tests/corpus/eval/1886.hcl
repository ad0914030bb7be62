r = try(tonumber("abc"), 1) > obj.port % 0.5
