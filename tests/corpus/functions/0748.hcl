r = setsubtract([1, 2], [3])
