a { b = f(1) g }
c = 1 1
