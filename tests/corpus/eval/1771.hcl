r = tolist(toset(concat(words, strs)))
