r = false || unknown_var
