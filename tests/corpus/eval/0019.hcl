r = t && unknown_var
