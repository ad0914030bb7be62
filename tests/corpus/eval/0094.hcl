r = tolist(toset(flatten([[], []])))
