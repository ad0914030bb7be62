r = 10 >= obj.port && false && true ? "3.5" : (try(nul + 1, 0.1))
