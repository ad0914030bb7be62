r = setsubtract(null, [1, 2, 3])
