r = [for x in sort(words) : x]
