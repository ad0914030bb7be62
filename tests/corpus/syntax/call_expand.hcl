a = f(xs...)
