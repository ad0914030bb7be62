r = fl && fl && unknown_var
