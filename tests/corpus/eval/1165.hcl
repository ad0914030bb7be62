r = [for i, x in words : upper(x)]
