r = title(u)
