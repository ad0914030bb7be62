a = f(xs..., 1)
