r = element(reverse(flatten([[], []])), 7)
