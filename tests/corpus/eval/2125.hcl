r = [join(",", n)]
