r=sort(chunklist(range(0,10, 0), 0))
