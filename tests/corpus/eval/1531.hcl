r = obj.port > try(pow("a", 2), max(log(8, 2)))
