r = tolist(reverse(s))
