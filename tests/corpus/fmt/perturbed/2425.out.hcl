r = replace("1 + 2", "+", "plus")
