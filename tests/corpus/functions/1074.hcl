r = try(tonumber("x"), tonumber("1"))
