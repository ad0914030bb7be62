r = {(obj) = 1}
