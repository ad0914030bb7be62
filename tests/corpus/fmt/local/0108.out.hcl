r = { a = fl && nope, b = t || nope }
