r = setsubtract([1])
