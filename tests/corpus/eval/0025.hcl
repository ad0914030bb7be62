r = empty
