r = strs
