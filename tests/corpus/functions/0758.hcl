r = setsubtract(strs, [null])
