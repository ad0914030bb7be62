r = fl && unknown_var || t
