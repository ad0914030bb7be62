r = [for x in chunklist([], 1) : -x]
