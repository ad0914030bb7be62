r = [element(flatten(nested), 7)]
