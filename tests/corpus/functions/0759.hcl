r = setsubtract(tolist([]))
