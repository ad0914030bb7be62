r = setunion(null, [1])
