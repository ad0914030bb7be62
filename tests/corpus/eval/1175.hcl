r = [for x in chunklist(range(0), 1) : x]
