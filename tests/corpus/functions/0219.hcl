r = flatten([["a"], [1]])
