r = can(tonumber("x"))
