r = true || fl && hasindex(n, 0)
