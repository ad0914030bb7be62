a = f(xs...,)
