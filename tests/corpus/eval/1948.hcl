r = contains(words, 42) ? regexall("\\d+", "a1b22c333") : sort(strs)
