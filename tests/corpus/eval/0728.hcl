r = unknown_var
