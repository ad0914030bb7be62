r = true || unknown_var
