r = fl && can()
