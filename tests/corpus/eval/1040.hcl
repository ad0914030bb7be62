r = join(",", n)
