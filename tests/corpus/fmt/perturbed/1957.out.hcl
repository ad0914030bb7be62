r = element(99.99 <= 99.99 ? range(0.5, 2) : [99.99, nullobj.b, 1.5], 0)
