r = hasindex([1])
