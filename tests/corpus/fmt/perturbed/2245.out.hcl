r = fl && unknown_var
