r = chunklist(["a", "b", "c"], 2)
