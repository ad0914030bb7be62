r = hasindex([1], 0.5)
