r = fl && [for x in n : x]
