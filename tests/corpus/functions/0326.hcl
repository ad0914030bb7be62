r = hasindex([1], "0")
