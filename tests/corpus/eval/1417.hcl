r = distinct(strs)
