r = setsubtract([], [1])
