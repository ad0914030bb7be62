r = flatten([[], []])
