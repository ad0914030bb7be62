r = [for x in tolist(toset(chunklist([], 0))) : x]
