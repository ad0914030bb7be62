r = contains(n, 1) && n < try(s.x, -1E2)
