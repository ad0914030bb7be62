a = f(x)[*].y
