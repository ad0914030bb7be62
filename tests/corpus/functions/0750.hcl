r = setsubtract(null, [1])
