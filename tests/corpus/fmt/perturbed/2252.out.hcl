r = fl && nul.x.y
