r = max(n...)
