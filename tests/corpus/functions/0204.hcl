r = element([1])
