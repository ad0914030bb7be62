r = element(toset(strs), 1e-10)
