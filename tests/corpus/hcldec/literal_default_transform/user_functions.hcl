fn = [double(4), greet("a"), greet("b", 1, 2)]
