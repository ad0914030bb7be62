r = title(1)
