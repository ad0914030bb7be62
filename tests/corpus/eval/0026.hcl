r = fl && n
