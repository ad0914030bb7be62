r = chunklist(fl ? nums : nested[0], 1)
