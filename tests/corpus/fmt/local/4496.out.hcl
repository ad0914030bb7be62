a = f(1, "two", x, [y], { z = w })
