r = setsubtract(toset([1, 2]), toset([2]))
