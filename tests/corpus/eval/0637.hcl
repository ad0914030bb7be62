r = tolist(toset(!t ? [element(words, 5)] : objs.*.name))
