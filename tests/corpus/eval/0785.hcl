r = [for i, x in strs : upper(x)]
