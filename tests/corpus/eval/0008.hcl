r = fl && s
