r = fl && nul && true
