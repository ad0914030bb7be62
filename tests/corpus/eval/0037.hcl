r = (fl && unknown_var) == false
