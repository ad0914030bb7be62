r = chunklist(range(), 2)
