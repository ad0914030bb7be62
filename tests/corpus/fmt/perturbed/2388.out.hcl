r = merge([1])
