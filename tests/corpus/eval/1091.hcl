r = element(flatten(nested), n)
