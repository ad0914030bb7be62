r = fl && nums < 3
