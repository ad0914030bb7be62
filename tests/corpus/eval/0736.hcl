r = element(reverse(nested[0]), n)
