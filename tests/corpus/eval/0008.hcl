r = fl && nul
