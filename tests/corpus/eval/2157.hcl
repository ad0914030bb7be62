r = concat(tolist(toset(sort(chunklist([], 0)))), nul.*)
