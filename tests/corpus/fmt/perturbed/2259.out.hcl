r = abs([1])
