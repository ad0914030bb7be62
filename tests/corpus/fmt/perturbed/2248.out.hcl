r = (true || unknown_var) && t
