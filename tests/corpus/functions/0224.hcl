r = flatten(toset(strs))
