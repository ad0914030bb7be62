r = setunion([], [])
