r = setsymmetricdifference(toset([{"b c" = 1, a = "\""}]), toset([null]))
