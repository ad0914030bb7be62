a = [x]́ + y
